#!/usr/bin/env bash
# Every test: lint and layering, unit + integration (real Postgres/Redis/SMTP), then, on one build, the fault
# suite (outages and replicas with the built API and worker), the production image (built from the committed tree
# and run with podman, the Kubernetes Deployments played) and the browser tests on the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash scripts/services.sh
npm run lint
# The build comes first: the API's server rendering of the site is tested against the built pages.
npx nx run-many -t build --parallel=1 --output-style=stream
npx nx run-many -t test --parallel=1 --output-style=stream --skip-nx-cache
npm run test:faults
npm run test:image
npm run test:e2e
