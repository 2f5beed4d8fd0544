/**
 * Latency of answers requested one at a time, as one shopper meets them: each request waits for the
 * previous one, so a figure is the answer's own time, not a queue's.
 */
export interface Probe {
  path: string;
  headers?: Record<string, string>;
}

export interface LatencyStats {
  count: number;
  median: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx (or failed): a figure with errors in it proves nothing. */
  errors: number;
  /** The slowest request, to look at when a rule fails. */
  slowest: string;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** One request's time (ms, client side, body read) and whether it answered 2xx. */
async function timeOne(base: string, probe: Probe): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const answer = await fetch(`${base}${probe.path}`, { headers: probe.headers });
    await answer.arrayBuffer();
    return { ms: performance.now() - started, ok: answer.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/** Collects one server's request times. */
class Recorder {
  private readonly times: number[] = [];
  private errors = 0;
  private slowest = { path: '', ms: -1 };

  add(probe: Probe, { ms, ok }: { ms: number; ok: boolean }): void {
    if (!ok) this.errors++;
    this.times.push(ms);
    if (ms > this.slowest.ms) this.slowest = { path: probe.path, ms };
  }

  stats(): LatencyStats {
    const sorted = [...this.times].sort((a, b) => a - b);
    return {
      count: sorted.length,
      median: round(percentile(sorted, 0.5)),
      p90: round(percentile(sorted, 0.9)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted.at(-1) ?? 0),
      errors: this.errors,
      slowest: decodeURIComponent(this.slowest.path),
    };
  }
}

/**
 * Requests each server's probes once, in order, taking turns between the servers (probe i of the
 * first, then probe i of the second, …): a burst of load from others on a shared machine falls on
 * both sizes alike instead of on whichever was measured at the time.
 */
export async function timeInTurns(servers: Array<{ base: string; probes: Probe[] }>): Promise<LatencyStats[]> {
  const recorders = servers.map(() => new Recorder());
  const rounds = Math.max(...servers.map((s) => s.probes.length));
  for (let i = 0; i < rounds; i++) {
    for (const [k, server] of servers.entries()) {
      const probe = server.probes[i];
      if (probe) recorders[k].add(probe, await timeOne(server.base, probe));
    }
  }
  return recorders.map((r) => r.stats());
}

/** Each server's one address requested `times` times, in turns, after a first request that fills its cache. */
export async function timeWarmInTurns(servers: Array<{ base: string; probe: Probe }>, times: number): Promise<LatencyStats[]> {
  for (const server of servers) await timeOne(server.base, server.probe);
  return timeInTurns(servers.map((s) => ({ base: s.base, probes: Array.from({ length: times }, () => s.probe) })));
}
