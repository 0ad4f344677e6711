#!/usr/bin/env bash
# Every test: lint and layering, unit + integration (real Postgres/Redis/SMTP), then, on one build, the fault
# suite (outages and replicas with the built API and worker), the production image (built from the committed tree
# and run with podman, the Kubernetes Deployments played) and the browser tests on the built site.
# The suites that mostly wait (on outages, containers, browsers) run beside the others: each has its own database,
# queue prefix and ports. At the end, whatever happened, the wall time of each stage.
set -uo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

timings=$(mktemp -d)
started=$(date +%s)

# The machine's busy and idle CPU time so far, in clock ticks (/proc/stat's first line: idle and iowait are idle).
cpu_ticks() { awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6 }' /proc/stat; }
read -r busy_at_start idle_at_start < <(cpu_ticks)

# The table of stages, in the order they started: seconds, result and how busy the machine's cores were meanwhile
# (stages side by side share the machine; a stage still running when the run stopped has none).
report() {
  local status=$? name
  echo
  echo "npm test: wall time of each stage"
  while read -r name; do
    if [ -f "$timings/$name" ]; then
      read -r seconds result busy <"$timings/$name"
      printf '  %-8s %5ss  %-10s machine CPU busy %s%%\n' "$name" "$seconds" "$([ "$result" = 0 ] && echo ok || echo "FAILED ($result)")" "$busy"
    else
      printf '  %-8s %6s  %s\n' "$name" '-' 'did not finish'
    fi
  done <"$timings/order"
  printf '  %-8s %5ss\n' total "$(($(date +%s) - started))"
  # Whether the run waited or computed: the whole machine's busy share over the run (every process, not only ours).
  read -r busy idle < <(cpu_ticks)
  busy=$((busy - busy_at_start)) idle=$((idle - idle_at_start))
  printf '  machine CPU busy %ss of %ss (%s%%) on %s cores\n' "$((busy / $(getconf CLK_TCK)))" \
    "$(((busy + idle) / $(getconf CLK_TCK)))" "$((100 * busy / (busy + idle + 1)))" "$(nproc)"
  rm -rf "$timings"
  exit "$status"
}
trap report EXIT
: >"$timings/order"

# Runs one stage, each line of its output marked with its name; records its wall time, exit status and the machine's
# busy share meanwhile.
stage() {
  local name=$1 begin result busy_before idle_before busy idle
  shift
  echo "$name" >>"$timings/order"
  begin=$(date +%s)
  read -r busy_before idle_before < <(cpu_ticks)
  "$@" 2>&1 | sed -u "s/^/[$name] /"
  result=${PIPESTATUS[0]}
  read -r busy idle < <(cpu_ticks)
  echo "$(($(date +%s) - begin)) $result $((100 * (busy - busy_before) / (busy - busy_before + idle - idle_before + 1)))" >"$timings/$name"
  return "$result"
}

# Runs stages side by side (each a quoted command line after its name); fails if any failed, once all have ended.
side_by_side() {
  local pids=() failed=0 pid
  while [ "$#" -gt 0 ]; do
    stage "$1" bash -c "$2" &
    pids+=("$!")
    shift 2
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return "$failed"
}

stage services bash scripts/services.sh || exit
# The image test builds the image from the committed tree (nothing the host builds) and then waits on podman: it
# starts at once and runs on beside lint, the build, the unit tests and the fault suite (it slows lint, which shares
# the cores, but is done well before the unit tests).
stage image npm run test:image &
image=$!
# Whatever fails first, the image test is let finish (a container it started is stopped by the test itself).
wait_for_image() { wait "$image"; }
# The build comes after lint: the API's server rendering of the site is tested against the built pages.
stage lint npm run lint && stage build npx nx run-many -t build --parallel=2 --output-style=stream || { wait_for_image; exit 1; }
# The fault suite waits on outages and lock expiries: beside the unit tests. The browser tests come last, on their
# own: their waits for what the page shows are the tightest.
side_by_side \
  unit 'npx nx run-many -t test --parallel=1 --output-style=stream --skip-nx-cache' \
  faults 'npm run test:faults' || { wait_for_image; exit 1; }
wait_for_image || exit
stage e2e npm run test:e2e
