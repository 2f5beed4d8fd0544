import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * A write to measure: its method and JSON bodies (sent in turn, one per request), and whether each
 * request needs its own Idempotency-Key.
 */
export interface WriteRequest {
  method: 'POST';
  bodies: string[];
  uniqueIdempotencyKey?: boolean;
}

let keySequence = 0;

/** autocannon's per-request settings for a write: every request of a placing gets a fresh key. */
function requestOptions(write: WriteRequest | undefined, headers: Record<string, string> = {}) {
  if (!write) return { headers };
  const base = { method: write.method, body: write.bodies[0], headers: { ...headers, 'content-type': 'application/json' } };
  if (!write.uniqueIdempotencyKey && write.bodies.length === 1) return base;
  const prefix = `bench-${process.pid}-${Date.now()}`;
  return {
    ...base,
    requests: [
      {
        setupRequest: (request: Request): Request => {
          const sequence = ++keySequence;
          return {
            ...request,
            body: write.bodies[sequence % write.bodies.length],
            headers: write.uniqueIdempotencyKey
              ? { ...(request.headers as Record<string, string>), 'idempotency-key': `${prefix}-${sequence}` }
              : request.headers,
          };
        },
      },
    ],
  };
}

/** Drives one URL with a fixed number of connections and reports throughput and tail latency. */
export async function measure(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; write?: WriteRequest },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    ...requestOptions(options.write, options.headers),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Warms a target up (JIT, caches, pools) before it is measured. */
export async function warmUp(url: string, headers?: Record<string, string>, write?: WriteRequest): Promise<void> {
  await autocannon({ url, connections: 10, amount: 500, ...requestOptions(write, headers) });
}
