import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * A write to measure: its method and JSON bodies (sent in turn, one per request), and whether each
 * request needs its own Idempotency-Key. With `buyers`, request n is sent by buyer n: `buyers(n)`
 * gives its body and its own headers (address, visitor), so per-buyer limits count as they do for
 * real shoppers instead of stopping one bench client.
 */
export interface WriteRequest {
  method: 'POST' | 'PUT';
  bodies: string[];
  uniqueIdempotencyKey?: boolean;
  buyers?: (sequence: number) => { body: string; headers: Record<string, string> };
  /** Request n's own path, for a write whose address is single-use (a quiz token). */
  paths?: (sequence: number) => string;
}

let keySequence = 0;

/** A read over a pool of addresses (pages of a list, filters), request n asking for `paths[n % length]`. */
function pathPool(paths: string[], headers: Record<string, string>) {
  let sequence = 0;
  return { headers, requests: [{ setupRequest: (request: Request): Request => ({ ...request, path: paths[sequence++ % paths.length] }) }] };
}

/** autocannon's per-request settings for a write: every request of a placing gets a fresh key. */
function requestOptions(write: WriteRequest | undefined, headers: Record<string, string> = {}, paths?: string[]) {
  if (!write && paths?.length) return pathPool(paths, headers);
  if (!write) return { headers };
  const base = { method: write.method, body: write.bodies[0], headers: { ...headers, 'content-type': 'application/json' } };
  if (!write.uniqueIdempotencyKey && !write.buyers && !write.paths && write.bodies.length === 1) return base;
  const prefix = `bench-${process.pid}-${Date.now()}`;
  return {
    ...base,
    requests: [
      {
        setupRequest: (request: Request): Request => {
          const sequence = ++keySequence;
          const buyer = write.buyers?.(sequence);
          const headers = { ...(request.headers as Record<string, string>), ...buyer?.headers };
          return {
            ...request,
            ...(write.paths ? { path: write.paths(sequence) } : {}),
            body: buyer?.body ?? write.bodies[sequence % write.bodies.length],
            headers: write.uniqueIdempotencyKey ? { ...headers, 'idempotency-key': `${prefix}-${sequence}` } : headers,
          };
        },
      },
    ],
  };
}

/** Drives one URL with a fixed number of connections and reports throughput and tail latency. */
export async function measure(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; write?: WriteRequest; paths?: string[] },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    ...requestOptions(options.write, options.headers, options.paths),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Warms a target up (JIT, caches, pools) before it is measured: 500 requests on 10 connections, or
 * `load`'s own (a download of half a second would spend minutes on 500).
 */
export async function warmUp(
  url: string,
  headers?: Record<string, string>,
  write?: WriteRequest,
  load: { connections: number; amount: number } = { connections: 10, amount: 500 },
  paths?: string[],
): Promise<void> {
  await autocannon({ url, ...load, ...requestOptions(write, headers, paths) });
}
