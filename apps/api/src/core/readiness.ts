/**
 * Whether this process should get new requests. A process that has been asked to stop (SIGTERM) keeps
 * answering what is in flight but says "not ready", so the proxy in front stops sending it buyers before
 * its sockets close (docs/operations.md, "Liveness and readiness").
 */
let draining = false;

export function markDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

/** Resolves with the promise's value, or rejects once `ms` pass: a readiness check must never hang. */
export function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
