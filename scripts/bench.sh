#!/usr/bin/env bash
# Responder benchmark (release build): in-process latency and load time, then
# `tanya ask --json` over 20,000 piped lines (throughput and peak memory).
# Usage: scripts/bench.sh   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tanya >/dev/null
swift build -c release --product tanya-bench >/dev/null
bin=$(swift build -c release --show-bin-path)

"$bin/tanya-bench" knowledge eval/labelled.tsv

lines=20000
input=$(mktemp)
trap 'rm -f "$input"' EXIT
cut -f2 eval/labelled.tsv > "$input.base"
while [ "$(wc -l < "$input")" -lt "$lines" ]; do cat "$input.base" >> "$input"; done
head -n "$lines" "$input" > "$input.cut" && mv "$input.cut" "$input"; rm -f "$input.base"

# Best of three runs; /usr/bin/time gives peak RSS when present.
best=""
for _ in 1 2 3; do
  start=$(date +%s%N)
  "$bin/tanya" ask --json --knowledge knowledge < "$input" > /dev/null
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done
rate=$(( lines * 1000 / (best > 0 ? best : 1) ))
echo "tanya ask --json: $lines lines in ${best} ms = ${rate} lines/s  (goal >= 50000 lines/s)"
out=$("$bin/tanya" ask --json --knowledge knowledge < "$input" | wc -l)
[ "$out" -eq "$lines" ] || { echo "expected $lines output lines, got $out"; exit 1; }
if [ -x /usr/bin/time ]; then
  rss=$( { /usr/bin/time -f '%M' "$bin/tanya" ask --json --knowledge knowledge < "$input" > /dev/null; } 2>&1 | tail -n1)
  echo "tanya ask --json peak memory: $((rss / 1024)) MB  (goal <= 30 MB)"
else
  echo "peak memory of the pipe run: skipped (/usr/bin/time not installed; apt-get install time)"
fi
