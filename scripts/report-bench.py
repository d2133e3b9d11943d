#!/usr/bin/env python3
"""Writes a synthetic access log of N lines (default 1,000,000) in the shape
`tanya serve` writes: answers, clarifies with options and picks, fallbacks
from a pool of unanswered questions, feedback with comments, letters, other
routes, and a few unreadable lines. Deterministic (fixed seed)."""
import json, random, sys

def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    out = open(sys.argv[2], "w") if len(sys.argv) > 2 else sys.stdout
    rng = random.Random(11)
    intents = ["lupa-password", "lupa-userid", "ganti-email", "data-tidak-sinkron", "login-gagal-sebagai-lpse",
               "surat-permohonan-lkpp", "apendo-userid-karakter", "ppk-pindah-satker", "inbox-lpse", "lacak-tiket-lkpp"]
    sites = [None, "paser", "okut"]
    words = "cara daftar ulang akun penyedia tidak bisa upload dokumen penawaran error server lambat sertifikat " \
            "elektronik kadaluarsa verifikasi berkas pokja jadwal tender ubah npwp alamat kantor pindah".split()
    pool = [" ".join(rng.sample(words, rng.randint(3, 7))) for _ in range(5000)]
    recent = []
    clarifies = []
    day0 = 1
    for n in range(count):
        t = "2026-11-%02dT%02d:%02d:%02d.%03dZ" % (day0 + n * 28 // count, (n // 3600) % 24, (n // 60) % 60, n % 60, n % 1000)
        r = rng.random()
        line = {"time": t, "method": "POST", "route": "/v1/ask", "status": 200, "duration_ms": round(rng.random() * 0.2, 3)}
        rid = "%024x" % rng.getrandbits(96)
        site = rng.choice(sites)
        if r < 0.55:
            line.update(type="answer", intent=rng.choice(intents), reply_id=rid)
        elif r < 0.65:
            opts = rng.sample(intents, 3)
            line.update(type="clarify", intent=None, reply_id=rid, options=opts)
            clarifies.append((rid, opts))
        elif r < 0.72 and clarifies:
            cid, opts = clarifies[-1]
            line.update(type="answer", intent=rng.choice(opts), reply_id=rid, in_reply_to=cid)
        elif r < 0.87:
            q = rng.choice(pool) if rng.random() < 0.9 else "pertanyaan unik %d tentang %s" % (n, rng.choice(words))
            line.update(type="fallback", intent=None, unanswered=q, reply_id=rid)
        elif r < 0.95 and recent:
            line = {"time": t, "method": "POST", "route": "/v1/feedback", "status": 204, "duration_ms": 0.01,
                    "type": None, "intent": None, "in_reply_to": rng.choice(recent), "helpful": rng.random() < 0.6}
            if not line["helpful"] and rng.random() < 0.5:
                line["comment"] = "kurang jelas langkah %d, hubungi [nomor]" % rng.randint(1, 9)
        elif r < 0.951:
            line = {"time": t, "method": "POST", "route": "/v1/letter", "status": 200, "duration_ms": 0.05,
                    "type": None, "intent": None, "category": rng.choice(["permasalahan-login", "sinkronisasi-data"])}
        elif r < 0.9995:
            line = {"time": t, "method": "GET", "route": "/healthz", "status": 200, "duration_ms": 0.01, "type": None, "intent": None}
        else:
            out.write('{"time":"broken line\n')
            continue
        if line.get("route") == "/v1/ask":
            if site:
                line["site"] = site
            recent.append(rid)
            if len(recent) > 1000:
                recent = recent[-500:]
        out.write(json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n")

main()
