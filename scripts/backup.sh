#!/usr/bin/env bash
# Backs up the site: the database (pg_dump custom format) and the uploaded images (UPLOADS_DIR) into one folder
# BACKUP_DIR/skyward-<UTC time>/ with a MANIFEST and SHA256SUMS. Prints that folder's path as its last line.
# Reads DATABASE_URL, UPLOADS_DIR and BACKUP_DIR (defaults: the application's, and var/backups).
# Safe while the API and worker run: pg_dump reads one consistent snapshot; an image uploaded during the copy of the
# folder may be missing from it, and is then simply absent from the restored shop's product (no file is half-copied).
# Restore with scripts/restore.sh; docs/runbook.md, Backups, walks through both.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/scripts/lib/postgres-client.sh"

database_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/skyward}"
uploads_dir="${UPLOADS_DIR:-$root/var/uploads}"
backup_dir="${BACKUP_DIR:-$root/var/backups}"

use_postgres_client_for "$database_url"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
target="$backup_dir/skyward-$stamp"
partial="$target.partial"
[ -e "$target" ] && { echo "$target already exists." >&2; exit 1; }
mkdir -p "$partial"
# An interrupted backup leaves no folder that could be taken for a complete one.
trap 'rm -rf "$partial"' EXIT

"$PG_DUMP" --format=custom --no-owner --no-privileges --file="$partial/database.dump" "$database_url"

if [ -d "$uploads_dir" ]; then
  tar -C "$uploads_dir" -czf "$partial/uploads.tar.gz" .
  upload_files="$(find "$uploads_dir" -type f | wc -l)"
else
  echo "No uploads folder at $uploads_dir: the backup holds an empty one." >&2
  tar -czf "$partial/uploads.tar.gz" -T /dev/null
  upload_files=0
fi

cat > "$partial/MANIFEST" <<MANIFEST
created_at=$(date -u +%Y-%m-%dT%H:%M:%SZ)
database=$(redacted_url "$database_url")
server_version=$(psql "$database_url" -XAtqc 'SHOW server_version')
pg_dump=$("$PG_DUMP" --version)
migrations=$(psql "$database_url" -XAtqc 'SELECT count(*) FROM migrations' 2>/dev/null || echo unknown)
uploads_dir=$uploads_dir
upload_files=$upload_files
MANIFEST
(cd "$partial" && sha256sum database.dump uploads.tar.gz MANIFEST > SHA256SUMS)

mv "$partial" "$target"
trap - EXIT
echo "Backup written: $(du -sh "$target" | cut -f1), $upload_files uploaded files." >&2
echo "$target"
