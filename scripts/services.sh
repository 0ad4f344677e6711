#!/usr/bin/env bash
# Makes sure the PostgreSQL and Redis that DATABASE_URL and REDIS_URL name answer (defaults: 127.0.0.1:5432 and
# 127.0.0.1:6379, as the application's). A service on this machine that is down is started (they run natively on
# this kind of machine; see docker-compose.yml otherwise); a remote one is only waited for.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
database_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/skyward}"
redis_url="${REDIS_URL:-redis://127.0.0.1:6379}"

# "host port" of a URL (the default port when it names none).
host_and_port() {
  node -e 'const u = new URL(process.argv[1]); console.log(u.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1", u.port || process.argv[2])' "$1" "$2"
}
read -r db_host db_port <<<"$(host_and_port "$database_url" 5432)"
read -r redis_host redis_port <<<"$(host_and_port "$redis_url" 6379)"
is_local() { case "$1" in 127.0.0.1 | localhost | ::1) return 0 ;; *) return 1 ;; esac; }

postgres_up() { pg_isready -q -h "$db_host" -p "$db_port" 2>/dev/null; }
redis_up() {
  local tls=()
  [[ "$redis_url" == rediss://* ]] && tls=(--tls)
  [ "$(redis-cli "${tls[@]}" -u "$redis_url" ping 2>/dev/null)" = PONG ]
}

if ! postgres_up && is_local "$db_host" && command -v pg_lsclusters >/dev/null; then
  # Debian's clusters: start the one that listens on this port.
  read -r version cluster _ <<<"$(pg_lsclusters -h | awk -v port="$db_port" '$3 == port { print $1, $2; exit }')"
  if [ -n "${cluster:-}" ]; then pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start || true; fi
fi
if ! redis_up && is_local "$redis_host" && command -v redis-server >/dev/null; then
  # Append-only file on, nothing evicted: queued and delayed jobs survive a restart (docs/runbook.md, Redis must persist).
  mkdir -p "$root/var/redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$redis_port" --dir "$root/var/redis" --save "" --appendonly yes \
    --maxmemory-policy noeviction || true
fi
for _ in $(seq 1 30); do
  postgres_up && redis_up && exit 0
  sleep 1
done
echo "PostgreSQL ($db_host:$db_port) and Redis ($redis_host:$redis_port) must be running." >&2
exit 1
