-- wrk script for scripts/soak.sh: a mix of valid questions (70%), client
-- errors the API must answer with 4xx (invalid JSON, wrong type, unknown
-- route, wrong method, wrong media type, unknown site; 20%) and other routes
-- (10%). Counts responses by status class across threads and prints one
-- machine-readable SOAK line.
local questions = {
  "lupa password lpse gimana", "gk bisa login, muncul java script error", "integrasi sikap gagal",
  "ppk pindah satker harus daftar ulang?", "email aktivasi dari lpse masuk spam", "user id saya lupa",
  "cara ganti email akun penyedia", "data di spse tidak sinkron dengan sikap", "halo", "makasih ya",
  "apa itu lpse", "tolooong akun sy keblokir", "xyzzy qwerty", "",
}
local threads = {}
local requests = {}
local index = 0

setup = function(thread)
  table.insert(threads, thread)
end

init = function(args)
  counts = { ["2xx"] = 0, ["4xx"] = 0, ["5xx"] = 0, ["other"] = 0 }
  local host = wrk.headers["Host"]
  local json = { ["Content-Type"] = "application/json", ["Host"] = host }
  for _, text in ipairs(questions) do
    for _ = 1, 5 do
      table.insert(requests, wrk.format("POST", "/v1/ask", json, '{"text":"' .. text .. '"}'))
    end
  end
  table.insert(requests, wrk.format("POST", "/v1/ask", json, '{"text": "lupa'))                  -- invalid JSON
  table.insert(requests, wrk.format("POST", "/v1/ask", json, '{"text": 42}'))                    -- wrong type
  table.insert(requests, wrk.format("POST", "/v1/ask", json, '{"text": "x", "site": "nowhere"}')) -- unknown site
  table.insert(requests, wrk.format("POST", "/v1/ask", json, '[1, 2, 3]'))                       -- not an object
  table.insert(requests, wrk.format("POST", "/v1/ask", { ["Content-Type"] = "text/plain", ["Host"] = host }, "lupa password"))
  table.insert(requests, wrk.format("GET", "/v1/ask", { ["Host"] = host }))                      -- wrong method
  table.insert(requests, wrk.format("GET", "/no/such/page", { ["Host"] = host }))                -- unknown route
  table.insert(requests, wrk.format("POST", "/v1/ask", json, '{"intent": "no-such-entry"}'))     -- unknown intent
  for _ = 1, 4 do
    table.insert(requests, wrk.format("POST", "/v1/ask", json, '{"text": "\\u0000\\ud83d\\ude00 l\\u00f6gin"}'))
  end
  table.insert(requests, wrk.format("GET", "/healthz", { ["Host"] = host }))
  table.insert(requests, wrk.format("GET", "/v1/intents", { ["Host"] = host }))
  table.insert(requests, wrk.format("GET", "/metrics", { ["Host"] = host }))
  table.insert(requests, wrk.format("GET", "/widget.js", { ["Host"] = host }))
  table.insert(requests, wrk.format("GET", "/openapi.json", { ["Host"] = host }))
  table.insert(requests, wrk.format("OPTIONS", "/v1/ask", { ["Host"] = host, ["Origin"] = "http://127.0.0.1" }))
end

request = function()
  index = index % #requests + 1
  return requests[index]
end

response = function(status, headers, body)
  if status >= 200 and status < 300 then counts["2xx"] = counts["2xx"] + 1
  elseif status >= 400 and status < 500 then counts["4xx"] = counts["4xx"] + 1
  elseif status >= 500 then counts["5xx"] = counts["5xx"] + 1
  else counts["other"] = counts["other"] + 1 end
end

done = function(summary, latency, requests)
  local total = { ["2xx"] = 0, ["4xx"] = 0, ["5xx"] = 0, ["other"] = 0 }
  for _, thread in ipairs(threads) do
    local c = thread:get("counts")
    for k, v in pairs(c) do total[k] = total[k] + v end
  end
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "SOAK requests=%d rps=%.0f p50_us=%d p99_us=%d max_us=%d s2xx=%d s4xx=%d s5xx=%d other=%d connect=%d read=%d write=%d timeout=%d\n",
    summary.requests, summary.requests / seconds, latency:percentile(50), latency:percentile(99), latency.max,
    total["2xx"], total["4xx"], total["5xx"], total["other"],
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
end
