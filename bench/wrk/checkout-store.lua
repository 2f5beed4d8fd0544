-- wrk script for POST /api/v1/checkout/store as `npm run bench` sends it (bench/run.ts, benchBuyer):
-- every request is a new order (its own Idempotency-Key) of another buyer, from an address, visitor
-- id, phone and e-mail of its own, so the shop's per-address, per-phone and per-e-mail limits count
-- each buyer instead of refusing the run. BASKETS names the variants to buy as
-- "product:variant,product:variant;…" (two lines of one unit each per basket, sent in turn).
-- START (default: drawn from the clock) is the first buyer's number, so a second run meets no
-- counters left in Redis by the first.
local baskets = {}
for basket in string.gmatch(os.getenv("BASKETS") or "", "[^;]+") do
  local lines = {}
  for product, variant in string.gmatch(basket, "(%d+):(%d+)") do
    lines[#lines + 1] = string.format('{"id":%s,"product_price_id":%s,"count":1}', product, variant)
  end
  baskets[#baskets + 1] = "[" .. table.concat(lines, ",") .. "]"
end
if #baskets == 0 then error("BASKETS is empty") end

local buyer = tonumber(os.getenv("START") or "") or (os.time() % 1000000) * 16

request = function()
  buyer = buyer + 1
  local id = buyer % 16777216
  local body = string.format(
    '{"name":"Олена","second_name":"Бенчмарк","phone":"+38067%07d","email":"buyer-%d@bench.example.com","delivery_method_id":5,"payment_method":"cash","products":%s}',
    id % 10000000, id, baskets[buyer % #baskets + 1])
  local headers = {
    ["content-type"] = "application/json",
    ["idempotency-key"] = string.format("wrk-%d-%d", os.time(), buyer),
    ["x-forwarded-for"] = string.format("10.%d.%d.%d", bit.band(bit.rshift(id, 16), 255), bit.band(bit.rshift(id, 8), 255), bit.band(id, 255)),
    ["x-user-hash"] = string.format("benchbuyer%08d", id),
  }
  return wrk.format("POST", nil, headers, body)
end

-- Any answer but 201 means the run measured refusals: each thread counts them, the end says so.
local threads = {}
setup = function(thread)
  threads[#threads + 1] = thread
end
refused = 0
response = function(status)
  if status ~= 201 then refused = refused + 1 end
end
done = function()
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("refused") end
  if total > 0 then io.stderr:write(string.format("checkout: %d answers were not 201\n", total)) end
end
