#!/usr/bin/env bash
# Builds the production image from a directory holding the repository (default: this checkout) with podman:
#   scripts/image/build.sh [context-dir] [tag]
# The base image comes from scripts/image/base-image.sh when no registry has it. Here the npm registry is reached
# through a TLS gateway: its CA bundle (NODE_EXTRA_CA_CERTS) is mounted read-only for the install steps, and the
# host's npm cache is shared with them, so nothing is downloaded twice; neither ends up in a layer.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/podman.sh"
context="$(cd "${1:-$here/../..}" && pwd)"
tag="${2:-${IMAGE_TAG:-localhost/skyward-sim:latest}}"

bash "$context/scripts/image/base-image.sh"
mounts=()
ca="${NODE_EXTRA_CA_CERTS:-}"
[ -n "$ca" ] && [ -f "$ca" ] && mounts+=(-v "$ca:/run/host-ca.crt:ro")
npm_cache="${NPM_CACHE_DIR:-$(npm config get cache)}"
mkdir -p "$npm_cache"
mounts+=(-v "$npm_cache:/root/.npm")

started=$SECONDS
podman_cmd build --format docker --pull=never --layers --jobs 2 "${mounts[@]}" \
  --build-arg "NODE_IMAGE=docker.io/library/node:$(cat "$context/.nvmrc")-bookworm-slim" \
  -f "$context/Containerfile" -t "$tag" "$context"
echo "image $tag: built in $((SECONDS - started)) s, $(podman image inspect --format '{{.Size}}' "$tag" | awk '{printf "%.0f MB", $1 / 1e6}')"
# Layers of earlier builds (untagged) are the cache of the next one; those unused for a day only fill the disk.
podman image prune --force --filter until=24h >/dev/null
