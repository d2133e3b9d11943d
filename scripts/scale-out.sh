#!/usr/bin/env bash
# Scale-out test: three `tanya serve` replicas behind deploy/nginx.conf (the
# shipped file, with loopback ports, no TLS and the per-address rate lifted:
# every request here comes from 127.0.0.1). Two phases under wrk, each must
# end with zero failed requests at the client:
#   1. failover: one replica killed with SIGKILL and another sent SIGTERM
#      mid-run, each restarted a moment later (as systemd's Restart= would);
#   2. rolling knowledge update: for each replica in turn, a new copy of the
#      knowledge is checked with `tanya check`, swapped in by rename and loaded
#      with SIGHUP; at the end every replica answers from the new knowledge.
# Loopback only, bounded in time (~45 s after the build). Installs nginx, wrk
# and curl with apt-get if missing. Exit 0 pass, 2 fail.
# Usage: scripts/scale-out.sh   (env DURATION=12 CONNECTIONS=32)
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
. scripts/lib/server.sh
duration=${DURATION:-12}
connections=${CONNECTIONS:-32}

. scripts/lib/tools.sh
ensure_load_tools "scale-out: FAIL" || exit 2
build_release || exit 2

work=$(mktemp -d /tmp/tanya-scale.XXXXXX)
declare -a pids ports
nginx_pid=""; wrk_pid=""
cleanup() {
  [ -n "$wrk_pid" ] && kill "$wrk_pid" 2>/dev/null
  for pid in "${pids[@]}"; do [ -n "$pid" ] && kill -TERM "$pid" 2>/dev/null; done
  [ -n "$nginx_pid" ] && kill -QUIT "$nginx_pid" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
failed=0
fail() { echo "FAIL: $*"; failed=1; }

healthy() { curl -fsS -o /dev/null --max-time 1 "http://127.0.0.1:$1/healthz" 2>/dev/null; }
start_replica() { # index: serves $work/knowledge-N on ports[N], appends to its log
  local i=$1
  "$TANYA_BIN" serve --host 127.0.0.1 --port "${ports[$i]}" --workers 1 --knowledge "$work/knowledge-$i" \
    >>"$work/replica-$i.log" 2>>"$work/replica-$i.err" &
  pids[$i]=$!
  for _ in $(seq 100); do healthy "${ports[$i]}" && return 0; sleep 0.05; done
  fail "replica $i did not start on port ${ports[$i]}"; cat "$work/replica-$i.err"; return 1
}

for i in 1 2 3; do
  ports[$i]=$(free_port)
  cp -r knowledge "$work/knowledge-$i"
  start_replica "$i" || exit 2
done

# deploy/nginx.conf inside a minimal main configuration with its own prefix.
nginx_port=$(free_port)
mkdir -p "$work/nginx/logs"
python3 - "$root/deploy/nginx.conf" "$work/nginx/tanya.conf" "$nginx_port" "${ports[1]}" "${ports[2]}" "${ports[3]}" <<'PY'
import sys
source, target, listen, *replicas = sys.argv[1:]
out, replaced = [], False
for line in open(source, encoding="utf-8"):
    if "@tls" in line:
        continue
    if "@replica" in line:
        if not replaced:
            out += [f"    server 127.0.0.1:{p} max_fails=1 fail_timeout=5s;\n" for p in replicas]
            replaced = True
        continue
    if "@listen" in line:
        line = f"    listen 127.0.0.1:{listen};\n"
    if "@rate" in line:
        # All of the test's load comes from one address, faster than any person:
        # lift the rate, and the burst too (nginx counts in milliseconds, and
        # ~90 requests arrive within one).
        line = line.replace("rate=20r/s", "rate=1000000r/s").replace("burst=40", "burst=1000000")
    out.append(line)
if not replaced:
    sys.exit("deploy/nginx.conf: no @replica lines")
open(target, "w", encoding="utf-8").writelines(out)
PY
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  include $work/nginx/tanya.conf;
}
CONF
"$nginx_bin" -t -p "$work/nginx" -e "$work/nginx/logs/error.log" -c "$work/nginx/nginx.conf" 2>"$work/nginx/test.out" \
  || { cat "$work/nginx/test.out"; echo "scale-out: FAIL: deploy/nginx.conf does not load"; exit 2; }
"$nginx_bin" -p "$work/nginx" -e "$work/nginx/logs/error.log" -c "$work/nginx/nginx.conf" 2>"$work/nginx/start.err" &
nginx_pid=$!
for _ in $(seq 100); do healthy "$nginx_port" && break; sleep 0.05; done
healthy "$nginx_port" || { cat "$work/nginx/start.err"; echo "scale-out: FAIL: nginx did not start"; exit 2; }
echo "nginx on 127.0.0.1:$nginx_port -> replicas on ${ports[1]}, ${ports[2]}, ${ports[3]} (1 loop each); wrk $connections connections x ${duration}s per phase"

start_wrk() { # name
  wrk -t2 -c"$connections" -d"${duration}s" --timeout 5s -s scripts/load/ask.lua "http://127.0.0.1:$nginx_port/v1/ask" \
    >"$work/wrk-$1.out" 2>&1 &
  wrk_pid=$!
}
finish_wrk() { # name: waits, prints the figures, fails on any error
  wait "$wrk_pid"; wrk_pid=""
  local result
  result=$(grep '^RESULT' "$work/wrk-$1.out") || { cat "$work/wrk-$1.out"; fail "$1: wrk printed no result"; return; }
  echo "$1: $result"
  local errors
  errors=$(echo "$result" | tr ' ' '\n' | awk -F= '$1 ~ /^(connect|read|write|timeout|status)$/ { n += $2 } END { print n + 0 }')
  local requests
  requests=$(echo "$result" | tr ' ' '\n' | sed -n 's/^requests=//p')
  [ "${requests:-0}" -gt 1000 ] || fail "$1: only ${requests:-0} requests went through"
  [ "$errors" -eq 0 ] && echo "$1: ${requests} requests, 0 failed at the client" || fail "$1: $errors failed requests at the client"
}

# Phase 1: failover.
start_wrk failover
sleep 3
echo "failover: SIGKILL replica 1 (pid ${pids[1]})"
kill -KILL "${pids[1]}"; wait "${pids[1]}" 2>/dev/null
sleep 2
echo "failover: restart replica 1"; start_replica 1
sleep 1
echo "failover: SIGTERM replica 2 (pid ${pids[2]})"
kill -TERM "${pids[2]}"; wait "${pids[2]}"; term_exit=$?
[ "$term_exit" -eq 0 ] || fail "replica 2 exited $term_exit after SIGTERM"
sleep 1
echo "failover: restart replica 2"; start_replica 2
finish_wrk failover
# The phase proves something only if nginx met the dead replicas and retried.
upstream_errors=$(grep -c 'upstream' "$work/nginx/logs/error.log" || true)
echo "failover: nginx logged $upstream_errors upstream errors (each retried on another replica)"
[ "$upstream_errors" -gt 0 ] || fail "failover: nginx never met a failed replica; the test did not exercise failover"

# Phase 2: rolling knowledge update. The new knowledge changes one entry's
# title, which every replica must serve at the end.
marker="(pembaruan bergulir $$)"
cp -r knowledge "$work/knowledge-next"
sed -i "s/^title: \(.*\)$/title: \1 $marker/" "$work/knowledge-next/entries/lupa-password.md"
start_wrk rolling
sleep 2
for i in 1 2 3; do
  rm -rf "$work/knowledge-$i.new"
  cp -r "$work/knowledge-next" "$work/knowledge-$i.new"
  "$TANYA_BIN" check --knowledge "$work/knowledge-$i.new" >/dev/null || fail "rolling: tanya check refused the new knowledge"
  before=$(grep -c '"event":"reloaded"' "$work/replica-$i.log")
  mv "$work/knowledge-$i" "$work/knowledge-$i.old" && mv "$work/knowledge-$i.new" "$work/knowledge-$i"
  kill -HUP "${pids[$i]}"
  for _ in $(seq 100); do [ "$(grep -c '"event":"reloaded"' "$work/replica-$i.log")" -gt "$before" ] && break; sleep 0.05; done
  [ "$(grep -c '"event":"reloaded"' "$work/replica-$i.log")" -gt "$before" ] || fail "rolling: replica $i did not report a reload"
  echo "rolling: replica $i reloaded"
  sleep 2
done
finish_wrk rolling

for i in 1 2 3; do
  title=$(curl -fsS "http://127.0.0.1:${ports[$i]}/v1/intents/lupa-password" | python3 -c 'import json,sys; print(json.load(sys.stdin)["title"])')
  case "$title" in *"$marker"*) echo "replica $i serves the new knowledge: $title" ;; *) fail "replica $i still serves '$title'" ;; esac
done
for _ in 1 2 3 4 5 6; do
  title=$(curl -fsS "http://127.0.0.1:$nginx_port/v1/intents/lupa-password" | python3 -c 'import json,sys; print(json.load(sys.stdin)["title"])')
  case "$title" in *"$marker"*) ;; *) fail "through nginx: old title '$title'" ;; esac
done

if [ "$failed" -eq 0 ]; then echo "scale-out: PASS"; exit 0; fi
echo "replica stderr:"; tail -n 5 "$work"/replica-*.err; echo "nginx error log:"; tail -n 10 "$work/nginx/logs/error.log"
echo "scale-out: FAIL"; exit 2
