#!/usr/bin/env bash
# Graceful shutdown under load: a live release server gets SIGTERM while wrk
# keeps 32 connections busy and 20 clients are half-way through sending a
# request (head sent, body not yet). Checks: those 20 requests are still
# answered (200, Connection: close) when their bodies arrive after the
# signal, the server exits with code 0, and within 5 s of the signal.
# Usage: scripts/shutdown-test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/server.sh
work=$(mktemp -d)
wrk_pid=""; clients_pid=""
cleanup() {
  [ -n "$wrk_pid" ] && kill "$wrk_pid" 2>/dev/null
  [ -n "$clients_pid" ] && kill "$clients_pid" 2>/dev/null
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT

ensure_wrk shutdown-test || exit 1
build_release || exit 1
start_server "$work" knowledge || exit 1
echo "shutdown test: server pid $SERVER_PID on port $SERVER_PORT"

wrk -t1 -c32 -d30s --timeout 5s -s scripts/load/ask.lua "http://127.0.0.1:$SERVER_PORT/" > "$work/wrk.out" 2>&1 &
wrk_pid=$!

# In-flight clients: send the head and half the body, say "ready", wait for
# "go" (written after SIGTERM), send the rest, read the answer.
python3 - "$SERVER_PORT" "$work" > "$work/clients.out" 2>&1 <<'PY' &
import os, socket, sys, time
port, work = int(sys.argv[1]), sys.argv[2]
body = b'{"text": "lupa password lpse"}'
head = (f"POST /v1/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n").encode()
socks = []
for _ in range(20):
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(head + body[:10])
    socks.append(s)
open(os.path.join(work, "ready"), "w").close()
deadline = time.monotonic() + 10
while not os.path.exists(os.path.join(work, "go")) and time.monotonic() < deadline:
    time.sleep(0.01)
results = []
for s in socks:
    try:
        s.sendall(body[10:])
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
        head_part = data.split(b"\r\n\r\n", 1)[0].decode("latin-1")
        status = head_part.split(" ")[1] if " " in head_part else "none"
        closing = "connection: close" in head_part.lower()
        results.append(f"{status}{'+close' if closing else ''}")
    except OSError as error:
        results.append(f"error:{error.__class__.__name__}")
print("INFLIGHT " + " ".join(results))
PY
clients_pid=$!
for _ in $(seq 200); do [ -f "$work/ready" ] && break; sleep 0.05; done
[ -f "$work/ready" ] || { echo "FAIL: in-flight clients did not connect"; exit 1; }
sleep 2   # let wrk get going

signal_at=$(date +%s%N)
kill -TERM "$SERVER_PID"
sleep 0.3
touch "$work/go"
# Wait for exit, at most 10 s.
while kill -0 "$SERVER_PID" 2>/dev/null && [ $(( ($(date +%s%N) - signal_at) / 1000000 )) -lt 10000 ]; do sleep 0.01; done
exit_ms=$(( ($(date +%s%N) - signal_at) / 1000000 ))
status=0
if kill -0 "$SERVER_PID" 2>/dev/null; then echo "FAIL: server still running 10 s after SIGTERM"; status=1; fi
wait "$SERVER_PID"; code=$?; SERVER_PID=""
wait "$clients_pid"; clients_pid=""
kill -INT "$wrk_pid" 2>/dev/null; wait "$wrk_pid"; wrk_pid=""

inflight=$(sed -n 's/^INFLIGHT //p' "$work/clients.out")
answered=$(echo "$inflight" | tr ' ' '\n' | grep -c '^200+close$')
echo "SIGTERM -> exit code $code after $exit_ms ms"
echo "in-flight requests answered after the signal: $answered of 20 (${inflight:-none})"
line=$(grep '^RESULT ' "$work/wrk.out")
echo "wrk (stopped by the shutdown): ${line#RESULT }"
echo "  (write/connect errors are wrk reconnecting to the stopped server; read errors would be requests cut off)"
read_errors=$(echo "$line" | tr ' ' '\n' | sed -n 's/^read=//p')
grep -E '"event":"(stopping|stopped)"' "$SERVER_LOG" | sed 's/^/  /'
[ "$code" -eq 0 ] || { echo "FAIL: exit code $code"; status=1; }
[ "$exit_ms" -le 5000 ] || { echo "FAIL: took $exit_ms ms (limit 5000)"; status=1; }
[ "$answered" -eq 20 ] || { echo "FAIL: in-flight requests were not all answered"; cat "$work/clients.out"; status=1; }
# Idle keep-alive connections get a 100 ms last call, so wrk's next requests
# are answered with Connection: close rather than cut off. A request can
# still cross the final close in flight, so this is reported, not failed.
[ "${read_errors:-0}" -eq 0 ] || echo "WARNING: wrk saw $read_errors requests cut off by the shutdown"
[ $status -eq 0 ] && echo "shutdown test: passed" || echo "shutdown test: FAILED"
exit $status
