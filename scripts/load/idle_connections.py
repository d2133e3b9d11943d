#!/usr/bin/env python3
"""Holds N idle keep-alive connections open to a loopback HTTP server.

Each connection sends one GET, reads the response, then stays idle. Prints
"ready N" when all are open, then waits until stdin closes or the time limit
passes, and finally reports how many the server kept open.
Usage: idle_connections.py PORT COUNT MAX_SECONDS
"""
import resource
import select
import socket
import sys
import time

port, count, limit = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
if soft < count + 64:
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, count + 64), hard))

request = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
sockets = []
for _ in range(count):
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(request)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = s.recv(4096)
        if not chunk:
            sys.exit("server closed an idle connection during setup")
        data += chunk
    if not data.startswith(b"HTTP/1.1 200"):
        sys.exit("unexpected response: %r" % data[:80])
    sockets.append(s)
print("ready %d" % len(sockets), flush=True)

deadline = time.monotonic() + limit
while time.monotonic() < deadline:
    readable, _, _ = select.select([sys.stdin], [], [], 0.2)
    if readable and not sys.stdin.readline():
        break

still_open = 0
for s in sockets:
    s.setblocking(False)
    try:
        still_open += 1 if s.recv(1) != b"" else 0  # data would be a protocol error; count it as open
    except BlockingIOError:
        still_open += 1
    except OSError:
        pass
    s.close()
print("idle connections still open at the end: %d of %d" % (still_open, count), flush=True)
sys.exit(0 if still_open == count else 1)
