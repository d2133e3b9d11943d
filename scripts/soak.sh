#!/usr/bin/env bash
# Soak test of a live release `tanya serve` on 127.0.0.1: mixed load for
# SECONDS (default 600) — wrk with valid questions, API errors and other
# routes (scripts/load/mixed.lua), plus slow and unlucky clients
# (scripts/hostile-clients.py --soak-slow: dribbled requests -> 200, stalled
# ones -> 408, broken ones -> 400, vanishing ones). Resident memory is
# sampled every 10 s. Fails if memory grows more than 10% over its level at
# the end of the first minute (half the run for runs under 2 minutes), on any
# 5xx (client or server side), any wrk socket error, or any slow client that
# got another status than expected. Prints every figure.
# The access log goes to /dev/null (see start_server_quiet in scripts/lib/server.sh).
# Usage: scripts/soak.sh [SECONDS]      (CI runs 120)
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
case "$seconds" in ''|*[!0-9]*) echo "usage: scripts/soak.sh [SECONDS]" >&2; exit 2;; esac
. scripts/lib/server.sh
work=$(mktemp -d)
wrk_pid=""; slow_pid=""
cleanup() {
  [ -n "$wrk_pid" ] && kill "$wrk_pid" 2>/dev/null
  [ -n "$slow_pid" ] && kill "$slow_pid" 2>/dev/null
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT
ulimit -n 8192 2>/dev/null || true

ensure_wrk soak || exit 1
build_release || exit 1
start_server_quiet "$work" knowledge || exit 1
echo "soak: ${seconds}s of mixed load on port $SERVER_PORT (server pid $SERVER_PID)"

wrk -t2 -c32 -d"${seconds}s" --timeout 5s -s scripts/load/mixed.lua "http://127.0.0.1:$SERVER_PORT/" > "$work/wrk.out" 2>&1 &
wrk_pid=$!
python3 scripts/hostile-clients.py --port "$SERVER_PORT" --soak-slow "$seconds" --soak-width 40 > "$work/slow.out" 2>&1 &
slow_pid=$!

baseline_at=60
[ "$seconds" -lt 120 ] && baseline_at=$((seconds / 2 / 10 * 10))
start=$(date +%s)
samples=()
echo "  time   rss"
for ((i = 1; i <= seconds / 10; i++)); do
  # Sleep to the next 10 s mark (bounded by the run length).
  target=$((start + i * 10)); now=$(date +%s)
  [ "$target" -gt "$now" ] && sleep $((target - now))
  rss=$(server_rss_kb)
  [ -n "$rss" ] || { echo "  the server is gone at $((i * 10)) s"; break; }
  samples+=("$((i * 10)):$rss")
  printf '  %4ss  %6.1f MB\n' "$((i * 10))" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
done
wait "$wrk_pid"; wrk_pid=""
wait "$slow_pid"; slow_status=$?; slow_pid=""

status=0
kill -0 "$SERVER_PID" 2>/dev/null || { echo "FAIL: the server died"; status=1; }
peak_kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$SERVER_PID/status" 2>/dev/null)
metrics_statuses > "$work/metrics.statuses" 2>/dev/null || echo "FAIL: /metrics unreadable"
stop_server
[ "$SERVER_EXIT" = 0 ] || { echo "FAIL: server exit code $SERVER_EXIT after SIGTERM"; status=1; }

# Memory: no growth beyond 10% of the level at the baseline mark.
baseline=""; worst=0; worst_at=0
for sample in "${samples[@]}"; do
  t=${sample%%:*}; kb=${sample##*:}
  if [ "$t" -le "$baseline_at" ]; then baseline=$kb; continue; fi
  [ "$kb" -gt "$worst" ] && { worst=$kb; worst_at=$t; }
done
if [ -n "$baseline" ] && [ "$worst" -gt 0 ]; then
  growth=$(awk -v w="$worst" -v b="$baseline" 'BEGIN { printf "%.1f", (w - b) * 100 / b }')
  echo "memory: ${baseline} kB at ${baseline_at} s, highest later ${worst} kB at ${worst_at} s (${growth}%), peak VmHWM ${peak_kb:-?} kB"
  if [ $((worst * 100)) -gt $((baseline * 110)) ]; then echo "FAIL: resident memory grew more than 10%"; status=1; fi
else
  echo "memory: too few samples to judge growth (run at least 30 s)"; status=1
fi

# Load generator figures.
line=$(grep '^SOAK ' "$work/wrk.out")
if [ -z "$line" ]; then echo "FAIL: wrk printed no result:"; cat "$work/wrk.out"; status=1; else
  echo "wrk: ${line#SOAK }"
  get() { echo "$line" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
  [ "$(get s5xx)" = 0 ] || { echo "FAIL: wrk saw 5xx responses"; status=1; }
  errors=$(( $(get connect) + $(get read) + $(get write) + $(get timeout) ))
  [ "$errors" -eq 0 ] || { echo "FAIL: wrk saw $errors socket errors/timeouts"; status=1; }
  [ "$(get requests)" -gt 0 ] || { echo "FAIL: no requests completed"; status=1; }
fi
echo "slow clients: $(sed -n 's/^SLOW //p' "$work/slow.out")"
[ "$slow_status" -eq 0 ] || { echo "FAIL: slow clients got unexpected answers"; tail -n 5 "$work/slow.out"; status=1; }
echo "server statuses (/metrics):"; awk '{ printf "  %s x %s\n", $1, $2 }' "$work/metrics.statuses"
[ -s "$work/metrics.statuses" ] || { echo "FAIL: no status counts from /metrics"; status=1; }
if awk '$1 >= 500 { bad = 1 } END { exit bad ? 0 : 1 }' "$work/metrics.statuses"; then echo "FAIL: the server answered 5xx"; status=1; fi
[ $status -eq 0 ] && echo "soak: passed (${seconds}s)" || echo "soak: FAILED"
exit $status
