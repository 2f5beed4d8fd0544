import type { EntryContext } from 'react-router';

/** A chunk of the hydration data as React Router's `StreamTransfer` keeps it once read. */
type ReadChunk = Promise<void> & { result: { done: boolean; value: string } };

/**
 * Reads the page's hydration data (React Router's encoded loader data) to the end before the render.
 *
 * React Router writes that data from inside a Suspense boundary that waits for each chunk of the
 * encoded stream, so only the streaming renderer could finish the page. Every chunk is already
 * there once the loaders have run; reading them first and handing them over the way React Router's
 * `StreamTransfer` caches what it has read (`renderMeta.streamCache`, one settled entry per chunk)
 * lets the boundary render at once, and so the whole page with `renderToString`.
 * `entry.server.test.tsx` renders a page both ways and expects the same HTML, so a change in
 * React Router's internals shows up there.
 */
export async function readHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: Record<number, ReadChunk> = {};
  for (let identifier = 0; ; identifier++) {
    const { done, value } = await reader.read();
    cache[identifier] = Object.assign(Promise.resolve(), {
      result: { done, value: decoder.decode(value, { stream: !done }) },
    });
    if (done) break;
  }
  reader.releaseLock();
  context.renderMeta.streamCache = cache;
  // React Router still takes a reader of the stream as it renders, though it reads nothing more from
  // it. A page may be rendered twice (see entry.server.tsx), and a stream gives only one reader, so
  // each render gets a closed stream of its own.
  Object.defineProperty(context, 'serverHandoffStream', { configurable: true, get: closedStream });
}

function closedStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}
