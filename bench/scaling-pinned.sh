#!/usr/bin/env bash
# Scaling across cores with the CPU each side gets made explicit: one worker pinned to one core,
# against two workers on both cores, under wrk (C, a few per cent of a core) instead of autocannon.
# `npm run bench -- --only scaling` leaves the single worker the second core for its garbage
# collector and compiler threads and for PostgreSQL and Redis, so its "1 worker" figure is more than
# one core's worth; this script measures one core's worth (docs/performance.md, "Scaling across cores").
#
# Targets: the cached /katalog/ page, the catalogue API (a filtered list page) and placing an order
# (POST /api/v1/checkout/store, every request a new order of another buyer: bench/wrk/checkout-store.lua).
# Only the shop's processes are pinned (its primary, workers and jobs process); PostgreSQL, Redis
# and wrk run where the kernel puts them, as beside a real shop.
#
# Needs wrk (apt-get install wrk), the built app (npm run build), PostgreSQL with the bench catalogue
# (run `npm run bench` once: it seeds it and raises the basket variants' stock) and Redis.
# Usage: bench/scaling-pinned.sh [seconds, default 8]
# Environment: BENCH_DATABASE (default shop_bench), BENCH_DIR, BENCH_REDIS_URL (default db 15), PORT (5200).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-8}"
port="${PORT:-5200}"
database_url="${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/${BENCH_DATABASE:-shop_bench}}"
base="http://127.0.0.1:$port"
env=(NODE_ENV=production SHOP_MODE=demo LOG_LEVEL=warn DATA_DIR="${BENCH_DIR:-/tmp/shop-bench}"
  DATABASE_URL="$database_url" REDIS_URL="${BENCH_REDIS_URL:-redis://127.0.0.1:6379/15}" PORT="$port"
  HTML_CACHE=on TRUST_PROXY=loopback)

# The baskets `npm run bench` buys: the variants whose stock it raised, two to a basket.
baskets="$(psql "$database_url" -Atc "select string_agg(product_id || ':' || id, case when n % 2 = 0 then ',' else ';' end order by n)
  from (select product_id, id, row_number() over (order by id) as n from product_prices where quantity > 100000000) v")"
if [[ -z "$baskets" ]]; then echo "No variant with the bench's stock: run npm run bench once against $database_url" >&2; exit 1; fi
brand="$(psql "$database_url" -Atc "select b.slug from brands b join products p on p.brand_id = b.id group by b.slug order by count(*) desc limit 1")"
api="/api/v1/catalog/products?page=3&sort=price_asc&in_stock=1&brand=$brand"

rate() { # $1 label, then wrk's arguments: prints the label and requests per second
  local label="$1"; shift
  wrk -t1 -c50 -d3s "$@" >/dev/null 2>&1
  printf '  %-22s ' "$label"
  wrk -t1 -c50 -d"${seconds}s" "$@" 2>&1 | awk '/Requests\/sec/ {printf "%s req/s", $2} /not 201|Non-2xx/ {printf " (%s)", $0} END {print ""}'
}

measure() { # $1 label, $2 workers, $3 cores for the shop
  env "${env[@]}" WEB_CONCURRENCY="$2" taskset -c "$3" node --import tsx apps/web/primary.ts >/dev/null 2>&1 &
  local pid=$!
  for _ in $(seq 1 120); do curl -sf -o /dev/null "$base/api/health" && break; sleep 1; done
  for _ in 1 2 3; do curl -s -o /dev/null "$base/katalog/"; curl -s -o /dev/null "$base$api"; done
  echo "$1 (load average $(cut -d' ' -f1-3 /proc/loadavg))"
  rate "cached /katalog/" "$base/katalog/"
  rate "catalogue API" "$base$api"
  BASKETS="$baskets" rate "checkout/store" -s bench/wrk/checkout-store.lua "$base/api/v1/checkout/store"
  kill "$pid"; wait "$pid" 2>/dev/null || true; sleep 2
}

echo "50 connections, ${seconds} s each, $(nproc) cores; $database_url"
measure "1 worker on core 0" 1 0
measure "2 workers on cores 0,1" 2 0,1
