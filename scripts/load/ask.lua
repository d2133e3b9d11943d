-- wrk script: POST /v1/ask with real help-desk questions, rotating.
-- Prints one machine-readable RESULT line for scripts/load.sh.
local questions = {
  "lupa password lpse gimana",
  "gk bisa login, muncul java script error",
  "integrasi sikap gagal",
  "ppk pindah satker harus daftar ulang?",
  "email aktivasi dari lpse masuk spam",
  "user id saya lupa",
  "cara ganti email akun penyedia",
  "data di spse tidak sinkron dengan sikap",
}
local requests = {}
local index = 0

-- Built in init: wrk sets the Host header only after the script is loaded.
init = function(args)
  if wrk.path == "/healthz" then
    requests[1] = wrk.format("GET", "/healthz", { ["Host"] = wrk.headers["Host"] })
    return
  end
  for i, text in ipairs(questions) do
    requests[i] = wrk.format("POST", "/v1/ask", { ["Content-Type"] = "application/json", ["Host"] = wrk.headers["Host"] },
                             '{"text":"' .. text .. '"}')
  end
end

request = function()
  index = index % #requests + 1
  return requests[index]
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "RESULT requests=%d rps=%.0f p50_us=%d p99_us=%d max_us=%d connect=%d read=%d write=%d timeout=%d status=%d\n",
    summary.requests, summary.requests / seconds, latency:percentile(50), latency:percentile(99), latency.max,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status))
end
