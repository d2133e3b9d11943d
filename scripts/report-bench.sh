#!/usr/bin/env bash
# Benchmark of `tanya report` (release build): generates a 1,000,000-line
# access log (scripts/report-bench.py, fixed seed) under .build/report-bench/
# and measures one run with /usr/bin/time -v. Targets: <= 15 s wall clock and
# <= 100 MB peak RSS; exit 1 when either is missed.
# With LOAD_LOG=FILE (the CI load run's access log), also prints the report of that log.
# Usage: scripts/report-bench.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
command -v /usr/bin/time >/dev/null 2>&1 || [ -x /usr/bin/time ] || {
  echo "installing time (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 || true
  apt-get install -y -qq time >/dev/null 2>&1 || { echo "report-bench: cannot install /usr/bin/time"; exit 1; }
}
swift build -c release --product tanya >/dev/null
bin=$(swift build -c release --show-bin-path)/tanya
work=.build/report-bench
mkdir -p "$work"
log="$work/access-$lines.log"
[ -s "$log" ] || python3 scripts/report-bench.py "$lines" "$log"
echo "log: $log ($(wc -l <"$log") lines, $(( $(stat -c %s "$log") / 1048576 )) MB)"
/usr/bin/time -v "$bin" report --knowledge knowledge "$log" >"$work/report.txt" 2>"$work/time.txt"
seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")
rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")
head -3 "$work/report.txt"
echo "tanya report on $lines lines: ${seconds} s (limit 15 s), peak RSS $((rss_kb / 1024)) MB (limit 100 MB)"
status=0
awk -v s="$seconds" 'BEGIN { exit !(s > 15) }' && { echo "MISSED: ${seconds} s > 15 s"; status=1; }
[ "$rss_kb" -le $((100 * 1024)) ] || { echo "MISSED: peak RSS $((rss_kb / 1024)) MB > 100 MB"; status=1; }
if [ -n "${LOAD_LOG:-}" ]; then
  if [ -s "$LOAD_LOG" ]; then
    echo
    echo "--- tanya report of the load run's access log ($LOAD_LOG)"
    "$bin" report --knowledge knowledge --top 20 "$LOAD_LOG" || status=1
  else
    echo "no access log from the load run at $LOAD_LOG"
  fi
fi
exit "$status"
