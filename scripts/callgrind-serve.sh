#!/usr/bin/env bash
# Instructions a `POST /v1/ask` costs in `tanya serve`, counted by callgrind
# (deterministic, unlike timings on a shared machine): one event loop, 100
# unmeasured keep-alive requests, then N measured ones over one connection
# with the eight questions of scripts/load/ask.lua in turn. Prints the
# instructions per request and leaves the profile for callgrind_annotate.
# Usage: scripts/callgrind-serve.sh [BINARY] [N]   (default: the release
#        build, stripped of its DWARF into /tmp, which valgrind rejects; N 2000)
# Needs valgrind and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
requests=${2:-2000}
if [ -n "${1:-}" ]; then
  binary=$1
else
  swift build -c release --product tanya >/dev/null
  binary=$(mktemp /tmp/tanya-callgrind.XXXXXX)
  cp "$(swift build -c release --show-bin-path)/tanya" "$binary"
  strip --strip-debug "$binary"
fi
out=${CALLGRIND_OUT:-/tmp/callgrind.serve.out}
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" \
  "$binary" serve --host 127.0.0.1 --port "$port" --workers 1 --knowledge knowledge >/dev/null 2>&1 &
server=$!
trap 'kill -TERM $server 2>/dev/null || true' EXIT
for _ in $(seq 300); do curl -s -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 0.2; done

client() { # count
  python3 - "$port" "$1" <<'PY'
import json, re, socket, sys
port, count = int(sys.argv[1]), int(sys.argv[2])
lua = open("scripts/load/ask.lua", encoding="utf-8").read()
questions = re.findall(r'^\s*"(.*)",\s*$', lua.split("local questions = {")[1].split("}")[0], re.M)
requests = []
for question in questions:
    body = json.dumps({"text": question}).encode()
    requests.append(b"POST /v1/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    b"Content-Length: %d\r\n\r\n" % len(body) + body)
connection = socket.create_connection(("127.0.0.1", port))
pending = b""
for number in range(count):
    connection.sendall(requests[number % len(requests)])
    while b"\r\n\r\n" not in pending:
        pending += connection.recv(65536)
    head, _, rest = pending.partition(b"\r\n\r\n")
    length = int(re.search(rb"(?i)content-length:\s*(\d+)", head).group(1))
    while len(rest) < length:
        rest += connection.recv(65536)
    if not head.startswith(b"HTTP/1.1 200"):
        sys.exit("unexpected reply: " + head.decode(errors="replace"))
    pending = rest[length:]
PY
}
client 100
callgrind_control -i on "$server" >/dev/null 2>&1
client "$requests"
callgrind_control -i off "$server" >/dev/null 2>&1
kill -TERM "$server"; wait "$server" 2>/dev/null || true
trap - EXIT
total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "POST /v1/ask: $((total / requests)) instructions a request ($requests requests; profile: $out)"
