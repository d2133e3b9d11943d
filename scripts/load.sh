#!/usr/bin/env bash
# HTTP load test of `tanya serve` (release build) against an nginx baseline,
# loopback only, bounded in time (~100 s after the build with 2 rounds):
#   1. wrk, 64 keep-alive connections, 10 s, POST /v1/ask with real questions,
#      against tanya and against nginx returning a constant JSON body;
#   2. the same while idle keep-alive connections are held open to each.
# Prints requests/s, the tanya/nginx ratio, p99 latency, errors (non-2xx and
# socket errors) and tanya's peak RSS (VmHWM). Exit status: 0 when every
# target is met; 1 when only a timing target is missed (ratio < 0.5 or tanya's
# p99 >= 10 ms: these depend on the machine and what else runs on it); 2 on a
# failure that does not (a failed request, a dropped idle connection, peak
# RSS >= 50 MB, a bad exit after SIGTERM, a wrong reply or any non-2xx reply
# in the access log; a lone socket error in a round of 100,000 requests or
# more is a WARNING, see `tolerated`).
# Installs wrk and nginx with apt-get if missing.
# Also prints GET /healthz (the server without the responder) for reference.
# Each comparison runs ROUNDS times (default 2), tanya and nginx alternating,
# and keeps each server's best round: a shared machine's slow spell (CPU steal,
# a neighbour's burst) lands on one run and would otherwise decide the ratio
# (measured: /healthz, which no change of the responder touches, read 0.84-0.88
# of nginx in such a run against 1.00-1.15 otherwise). Errors of every round count.
# Usage: scripts/load.sh   (from anywhere; env DURATION=10 CONNECTIONS=64 IDLE=960 ROUNDS=2
#        WORKERS=n: event loops of tanya and nginx worker processes, always
#        the same number for both; default one per core)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
duration=${DURATION:-10}
connections=${CONNECTIONS:-64}
# The server caps open connections at 1,024 by design; 960 idle + 64 busy is
# exactly the cap. (1,000 idle would push 40 wrk connections over it, and
# those are refused on purpose.)
idle=${IDLE:-$((1024 - connections))}
rounds=${ROUNDS:-2}

. scripts/lib/tools.sh
ensure_load_tools "load" || exit 2

swift build -c release --product tanya >/dev/null
bin=$(swift build -c release --show-bin-path)/tanya

work=$(mktemp -d /tmp/tanya-load.XXXXXX)
tanya_pid=""; nginx_pid=""; idle_pid=""
cleanup() {
  [ -n "$idle_pid" ] && kill "$idle_pid" 2>/dev/null || true
  [ -n "$tanya_pid" ] && kill -TERM "$tanya_pid" 2>/dev/null || true
  [ -n "$nginx_pid" ] && kill -QUIT "$nginx_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# --- tanya: port 0, the port read back from its output
loops=${WORKERS:-$(nproc)}
"$bin" serve --host 127.0.0.1 --port 0 --workers "$loops" --knowledge knowledge >"$work/tanya.log" 2>"$work/tanya.err" &
tanya_pid=$!
for _ in $(seq 100); do grep -q '^listening on ' "$work/tanya.log" 2>/dev/null && break; sleep 0.05; done
tanya_port=$(sed -n 's/^listening on http:\/\/127\.0\.0\.1:\([0-9]*\)$/\1/p' "$work/tanya.log")
[ -n "$tanya_port" ] || { echo "tanya serve did not start:"; cat "$work/tanya.err"; exit 2; }

# --- nginx: own prefix and config, same number of workers as tanya's loops
nginx_port=$(free_port)
mkdir -p "$work/nginx/logs"
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes $loops;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log $work/nginx/logs/access.log;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:$nginx_port;
    location / { default_type application/json; return 200 '{"ok":true}'; }
  }
}
CONF
"$nginx_bin" -p "$work/nginx" -e "$work/nginx/logs/error.log" -c "$work/nginx/nginx.conf" 2>"$work/nginx/start.err" &
nginx_pid=$!
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$nginx_port/" 2>/dev/null && break; sleep 0.05; done
curl -s -o /dev/null "http://127.0.0.1:$nginx_port/" || { echo "nginx did not start:"; cat "$work/nginx/start.err"; exit 2; }

# The real reply must be there before measuring anything.
reply=$(curl -s -X POST -H 'Content-Type: application/json' -d '{"text":"lupa password lpse gimana"}' "http://127.0.0.1:$tanya_port/v1/ask")
case "$reply" in *'"intent":"lupa-password"'*) ;; *) echo "unexpected /v1/ask reply: $reply"; exit 2 ;; esac

run_wrk() { # port [path] -> RESULT line
  # Both servers write an access log (tanya ~150 MB per 10 s run): flush the
  # previous runs' dirty pages first, or the kernel writes them back ~30 s
  # later, in the middle of whichever run is going on then (measured: a
  # 200 MB write-back burst with 14% CPU steal put tanya's idle-run p99 at
  # 10-15 ms, while the same run with the log flushed beforehand stays at ~4 ms).
  sync
  wrk -t2 -c"$connections" -d"${duration}s" --timeout 2s -s scripts/load/ask.lua "http://127.0.0.1:$1${2:-/v1/ask}" | grep '^RESULT'
}
field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
errors() { echo $(( $(field "$1" connect) + $(field "$1" read) + $(field "$1" write) + $(field "$1" timeout) + $(field "$1" status) )); }
# A lone socket error (no non-2xx reply) in a round of 100,000 requests or
# more is reported as a WARNING, not a failure: CI saw one read error in
# 319,279 requests once (stop 42) that 4.6 million requests in ten repeats of
# the same round never showed again, and wrk counts a read error for causes of
# its own (techempower's wrk runs show a few against every server). Any
# non-2xx reply, a second socket error in a round, or one in a shorter round
# still fails: a server fault shows as many.
tolerated() { # RESULT line -> success when its errors are a lone socket error in >= 100,000 requests
  [ "$(field "$1" status)" -eq 0 ] && [ "$(errors "$1")" -eq 1 ] && [ "$(field "$1" requests)" -ge 100000 ]
}

echo "tanya on 127.0.0.1:$tanya_port ($loops loops), nginx on 127.0.0.1:$nginx_port ($loops workers); wrk $connections connections x ${duration}s"
# Warm-up, not measured: first-touch page faults, the word caches, the CPUs' clocks.
for port in "$tanya_port" "$nginx_port"; do
  wrk -t2 -c"$connections" -d2s --timeout 2s -s scripts/load/ask.lua "http://127.0.0.1:$port/v1/ask" >/dev/null
done
# The RESULT line with more requests/s: `new` unless `current` (may be empty) has more.
best() { # new current
  if [ -n "$2" ] && awk -v a="$(field "$2" rps)" -v b="$(field "$1" rps)" 'BEGIN { exit !(a > b) }'; then echo "$2"; else echo "$1"; fi
}
tanya_rounds=() # every tanya RESULT line: errors count in any round, kept or not
tanya_plain=""; nginx_plain=""
for _ in $(seq "$rounds"); do
  t=$(run_wrk "$tanya_port"); n=$(run_wrk "$nginx_port")
  tanya_rounds+=("$t")
  tanya_plain=$(best "$t" "$tanya_plain"); nginx_plain=$(best "$n" "$nginx_plain")
done

with_idle() { # port -> RESULT line, with $idle idle connections held open meanwhile
  local fifo="$work/idle.$1"
  rm -f "$fifo"; mkfifo "$fifo"
  python3 scripts/load/idle_connections.py "$1" "$idle" $((duration + 30)) <"$fifo" >"$work/idle.$1.out" 2>&1 &
  idle_pid=$!
  exec 9>"$fifo"
  for _ in $(seq 200); do grep -q '^ready' "$work/idle.$1.out" 2>/dev/null && break; kill -0 "$idle_pid" 2>/dev/null || break; sleep 0.05; done
  grep -q '^ready' "$work/idle.$1.out" || { echo "idle helper failed:" >&2; cat "$work/idle.$1.out" >&2; exec 9>&-; return 1; }
  run_wrk "$1"
  exec 9>&-   # stdin closes: the helper checks its connections and exits
  wait "$idle_pid" || { echo "idle connections to port $1 were dropped:" >&2; cat "$work/idle.$1.out" >&2; idle_pid=""; return 1; }
  idle_pid=""
}
# Informational: the server alone (GET /healthz, no question to answer) vs nginx.
tanya_health=$(run_wrk "$tanya_port" /healthz)
tanya_idle=""; nginx_idle=""
for _ in $(seq "$rounds"); do
  t=$(with_idle "$tanya_port") || { echo "FAIL: idle connections to tanya"; exit 2; }
  n=$(with_idle "$nginx_port") || { echo "FAIL: idle connections to nginx (baseline broken)"; exit 2; }
  tanya_rounds+=("$t")
  tanya_idle=$(best "$t" "$tanya_idle"); nginx_idle=$(best "$n" "$nginx_idle")
done

rss_kb=$(awk '/^VmHWM/ {print $2}' "/proc/$tanya_pid/status")
kill -TERM "$tanya_pid"
wait "$tanya_pid" && tanya_exit=0 || tanya_exit=$?
tanya_pid=""
logged=$(grep -c '"route":"/v1/ask"' "$work/tanya.log" || true)
# Kept for `tanya report` (the CI's report step reads it): the access log of every run above.
mkdir -p .build/load && cp "$work/tanya.log" .build/load/access.log

status=0 # worst so far: 1 timing target missed, 2 failure
fail() { [ "$1" -gt "$status" ] && status=$1; return 0; }
report() { # label tanya nginx
  local t=$2 n=$3
  local ratio p99 te ne
  ratio=$(awk -v a="$(field "$t" rps)" -v b="$(field "$n" rps)" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
  p99=$(awk -v u="$(field "$t" p99_us)" 'BEGIN { printf "%.2f", u / 1000 }')
  te=$(errors "$t"); ne=$(errors "$n")
  printf '%-22s tanya %7s req/s (p50 %5.2f ms, p99 %5s ms, errors %s) | nginx %7s req/s (p99 %5.2f ms, errors %s) | ratio %s\n' \
    "$1" "$(field "$t" rps)" "$(awk -v u="$(field "$t" p50_us)" 'BEGIN{print u/1000}')" "$p99" "$te" \
    "$(field "$n" rps)" "$(awk -v u="$(field "$n" p99_us)" 'BEGIN{print u/1000}')" "$ne" "$ratio"
  awk -v r="$ratio" 'BEGIN { exit !(r < 0.5) }' && { echo "MISSED: $1: ratio $ratio < 0.5"; fail 1; }
  awk -v p="$p99" 'BEGIN { exit !(p >= 10) }' && { echo "MISSED: $1: tanya p99 ${p99} ms >= 10 ms"; fail 1; }
  if [ "$te" -ne 0 ] && tolerated "$t"; then
    echo "WARNING: $1: tanya had 1 socket error in $(field "$t" requests) requests ($t); tolerated (at most one, no non-2xx reply, in 100,000 requests or more)"
  elif [ "$te" -ne 0 ]; then
    echo "FAIL: $1: tanya had $te errors ($t)"; fail 2
  fi
  [ "$ne" -eq 0 ] || { echo "WARNING: $1: nginx baseline had $ne errors"; }
}
echo
report "keep-alive" "$tanya_plain" "$nginx_plain"
report "+ $idle idle conns" "$tanya_idle" "$nginx_idle"
printf '%-22s tanya %7s req/s (p99 %s ms, errors %s) | ratio to nginx %s   [server cost alone; not a pass/fail criterion]\n' \
  "GET /healthz" "$(field "$tanya_health" rps)" "$(awk -v u="$(field "$tanya_health" p99_us)" 'BEGIN{printf "%.2f", u/1000}')" \
  "$(errors "$tanya_health")" "$(awk -v a="$(field "$tanya_health" rps)" -v b="$(field "$nginx_plain" rps)" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')"
for t in "${tanya_rounds[@]}"; do
  [ "$(errors "$t")" -eq 0 ] || tolerated "$t" || { echo "FAIL: tanya had $(errors "$t") errors in a round ($t)"; fail 2; }
done
non2xx=$(grep -c '"status":[^2]' .build/load/access.log || true)
echo "tanya access-log replies other than 2xx: $non2xx"
[ "$non2xx" -eq 0 ] || { grep '"status":[^2]' .build/load/access.log | head -3; echo "FAIL: tanya answered $non2xx requests with an error status"; fail 2; }
echo "(best of $rounds rounds per server, tanya and nginx alternating)"
echo "tanya peak RSS (VmHWM): $((rss_kb / 1024)) MB  (limit < 50 MB)"
echo "tanya access-log lines for /v1/ask: $logged; exit status after SIGTERM: $tanya_exit"
[ "$rss_kb" -lt $((50 * 1024)) ] || { echo "FAIL: peak RSS $((rss_kb / 1024)) MB >= 50 MB"; fail 2; }
[ "$tanya_exit" -eq 0 ] || { echo "FAIL: tanya serve exited $tanya_exit after SIGTERM"; fail 2; }
case "$status" in
  0) echo "load: PASS" ;;
  1) echo "load: TARGETS MISSED (timing only)" ;;
  *) echo "load: FAIL" ;;
esac
exit "$status"
