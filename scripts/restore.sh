#!/usr/bin/env bash
# Restores a folder made by scripts/backup.sh into DATABASE_URL and UPLOADS_DIR:
#   bash scripts/restore.sh [--force] var/backups/skyward-<UTC time>
# The checksums are verified first. The database is created when missing; a database that already has tables, or an
# uploads folder that already has files, is refused unless --force is given (then the database's objects are
# replaced and the folder's files removed). Stop the API and the worker first. docs/runbook.md, Backups.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/scripts/lib/postgres-client.sh"

force=false
if [ "${1:-}" = --force ]; then force=true; shift; fi
[ $# -eq 1 ] || { echo "Usage: $0 [--force] BACKUP_FOLDER" >&2; exit 2; }
backup="$(cd "$1" && pwd)"
database_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/skyward}"
uploads_dir="${UPLOADS_DIR:-$root/var/uploads}"

(cd "$backup" && sha256sum --quiet --check SHA256SUMS) || { echo "$backup fails its checksums: not restored." >&2; exit 1; }
use_postgres_client_for "$database_url"

name="$(database_name "$database_url")"
quoted_name="\"${name//\"/\"\"}\""
exists="$(psql "$(maintenance_url "$database_url")" -XAtqv name="$name" <<'SQL'
SELECT count(*) FROM pg_database WHERE datname = :'name'
SQL
)"
if [ "$exists" = 0 ]; then
  psql "$(maintenance_url "$database_url")" -Xqc "CREATE DATABASE $quoted_name"
  tables=0
else
  tables="$(psql "$database_url" -XAtqc "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")"
fi
if [ "$tables" != 0 ] && ! $force; then
  echo "Database $name already has $tables tables: not overwritten (restore into a new database, or pass --force)." >&2
  exit 1
fi
if [ -d "$uploads_dir" ] && [ -n "$(ls -A "$uploads_dir")" ] && ! $force; then
  echo "$uploads_dir is not empty: not overwritten (restore into a new folder, or pass --force)." >&2
  exit 1
fi

clean=()
if [ "$tables" != 0 ]; then clean=(--clean --if-exists); fi
"$PG_RESTORE" --no-owner --no-privileges --exit-on-error --single-transaction "${clean[@]}" \
  --dbname="$database_url" "$backup/database.dump"

mkdir -p "$uploads_dir"
find "$uploads_dir" -mindepth 1 -delete
tar -C "$uploads_dir" -xzf "$backup/uploads.tar.gz"

echo "Restored $(grep '^created_at=' "$backup/MANIFEST" | cut -d= -f2) backup into $(redacted_url "$database_url") ($(psql "$database_url" -XAtqc "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'") tables) and $uploads_dir ($(find "$uploads_dir" -type f | wc -l) files)." >&2
