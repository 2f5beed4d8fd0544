#!/usr/bin/env bash
# Scaling across cores with the CPU each side gets made explicit: one worker pinned to one core,
# against two workers on both cores, under wrk (C, a few per cent of a core) instead of autocannon.
# `npm run bench -- --only scaling` leaves the single worker the second core for its garbage
# collector and compiler threads and for PostgreSQL and Redis, so its "1 worker" figure is more than
# one core's worth; this script measures one core's worth. Needs wrk (apt-get install wrk), the built
# app, PostgreSQL with the bench catalogue (run `npm run bench` once) and Redis.
# Usage: bench/scaling-pinned.sh [path, default /katalog/]
set -euo pipefail
cd "$(dirname "$0")/.."
page="${1:-/katalog/}"
port="${PORT:-5200}"
env=(NODE_ENV=production SHOP_MODE=demo LOG_LEVEL=warn DATA_DIR="${BENCH_DIR:-/tmp/shop-bench}"
  DATABASE_URL="${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/shop_bench}"
  REDIS_URL="${BENCH_REDIS_URL:-redis://127.0.0.1:6379/15}" PORT="$port" HTML_CACHE=off)

measure() { # $1 label, $2 workers, $3 cores for the shop
  env "${env[@]}" WEB_CONCURRENCY="$2" taskset -c "$3" node --import tsx apps/web/primary.ts >/dev/null 2>&1 &
  local pid=$!
  for _ in $(seq 1 90); do curl -sf -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 1; done
  for _ in 1 2 3; do curl -s -o /dev/null "http://127.0.0.1:$port$page"; done
  wrk -t1 -c50 -d3s "http://127.0.0.1:$port$page" >/dev/null
  printf '%-32s ' "$1"; wrk -t1 -c50 -d8s "http://127.0.0.1:$port$page" | awk '/Requests\/sec/ {print $2 " req/s"}'
  kill "$pid"; wait "$pid" 2>/dev/null || true; sleep 2
}

echo "uncached $page, 50 connections, 8 s each"
measure "1 worker on core 0" 1 0
measure "1 worker, both cores" 1 0,1
measure "2 workers, both cores" 2 0,1
