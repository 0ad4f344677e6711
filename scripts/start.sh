#!/usr/bin/env bash
# Builds and starts the whole product: migrations + seed, API (serving the built site), worker, dev mailbox.
# `npm run dev` (--dev) runs Vite with hot reload on :5173 instead of serving the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${PORT:-3000}"
# No secret in the source signs anything: without SESSION_SECRET a random one is made once per checkout
# (var/ is git-ignored) and the API and the worker both get it, so sessions and links survive restarts.
if [ -z "${SESSION_SECRET:-}" ]; then
  mkdir -p var
  [ -s var/session-secret ] || (umask 077 && node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))" > var/session-secret)
  SESSION_SECRET="$(cat var/session-secret)"
  export SESSION_SECRET
fi
bash scripts/services.sh
[ -d node_modules ] || npm ci
npx nx run-many -t build --parallel=1 --output-style=stream
node backend/dist/shared/database/migrate.js
node backend/dist/shared/database/seed.js

cat <<INFO

  Skyward Flight Simulation is starting:
    Site ............ http://localhost:${PORT}$( [ "${1:-}" = --dev ] && echo "  (hot reload: http://localhost:5173)" )
    API docs ........ http://localhost:${PORT}/api/docs
    Queues .......... http://localhost:${PORT}/admin/queues   (staff sign-in)
    Dev mailbox ..... http://localhost:1080
    Staff sign-in ... ${ADMIN_EMAIL:-admin@skywardsim.co.uk} / ${ADMIN_PASSWORD:-skyward-admin-dev-password}  at http://localhost:${PORT}/adminE3F

INFO

commands=("node backend/dist/main.js" "node worker/dist/worker/src/main.js" "npx maildev --smtp 1025 --web 1080 --ip 127.0.0.1 --silent")
names="api,worker,mail"
if [ "${1:-}" = --dev ]; then commands+=("npm run dev -w frontend"); names="$names,vite"; fi
exec npx concurrently --kill-others-on-fail -n "$names" "${commands[@]}"
