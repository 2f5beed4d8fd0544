import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Drives one URL with a fixed number of connections and reports throughput and tail latency. */
export async function measure(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Warms a target up (JIT, caches, pools) before it is measured. */
export async function warmUp(url: string, headers?: Record<string, string>): Promise<void> {
  await autocannon({ url, connections: 10, amount: 500, headers });
}
