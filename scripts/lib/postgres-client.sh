# Sourced by backup.sh and restore.sh: PostgreSQL client tools of the same major version as the server.
# A pg_dump older than the server refuses to dump it, and a dump from a newer pg_dump may not restore into it,
# so both scripts use the server's own major version: PG_BIN if set, else Debian's /usr/lib/postgresql/<major>/bin,
# else the tools on PATH when their major version matches.

# The major version (e.g. 15) of the server that DATABASE_URL names; the connection is made to `postgres` on that
# server, so the database itself need not exist yet.
server_major_version() {
  local url="$1"
  local num
  num="$(psql "$(maintenance_url "$url")" -XAtqc 'SHOW server_version_num')" || return 1
  echo $((num / 10000))
}

# DATABASE_URL with its database swapped for `postgres` (query string kept).
maintenance_url() {
  node -e 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; console.log(u.toString())' "$1"
}

# The database name of a URL (percent-decoded).
database_name() {
  node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).pathname.slice(1)))' "$1"
}

# The URL without user and password, for messages and the manifest.
redacted_url() {
  node -e 'const u = new URL(process.argv[1]); u.username = ""; u.password = ""; console.log(u.toString())' "$1"
}

# Sets PG_DUMP and PG_RESTORE to tools of the server's major version, or fails naming both versions.
use_postgres_client_for() {
  local major
  major="$(server_major_version "$1")" || { echo "Cannot reach PostgreSQL at $(redacted_url "$1")." >&2; return 1; }
  local bin="${PG_BIN:-}"
  if [ -z "$bin" ] && [ -x "/usr/lib/postgresql/$major/bin/pg_dump" ]; then bin="/usr/lib/postgresql/$major/bin"; fi
  PG_DUMP="${bin:+$bin/}pg_dump"
  PG_RESTORE="${bin:+$bin/}pg_restore"
  local client
  client="$("$PG_DUMP" --version 2>/dev/null | sed -E 's/.* ([0-9]+)(\.[0-9]+)*.*/\1/')" || client=""
  if [ "$client" != "$major" ]; then
    echo "The server is PostgreSQL $major but $PG_DUMP is version ${client:-missing}: install postgresql-client-$major or set PG_BIN." >&2
    return 1
  fi
  export PG_DUMP PG_RESTORE
}
