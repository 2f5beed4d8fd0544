import { type StaffProduct, staffProductForm } from '@shop/contracts/staff-catalogue';
import type { LoadResult } from './load.ts';

/**
 * The back office's product save as editors make it (issue 29, "Speed": p99 ≤ 150 ms including cache
 * invalidation), against the running shop over HTTP: `editors` content editors at once, each saving
 * products of their own in turn, each save loading the form (GET), changing a price and sending the
 * whole form back with the version it loaded (PUT). Only the PUT is timed, from request to answer:
 * the product, variants, links and audit record written in one transaction, the catalogue version
 * moved and the cached answers cleared. The GETs between saves are not part of the figure.
 */
export interface ProductSaveLoad {
  base: string;
  headers: Record<string, string>;
  editors: number;
  seconds: number;
}

/** Products the editors take turns on: ten each, the first of the staff list. */
async function productIds(base: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const answer = await fetch(`${base}/api/v1/staff/products?per_page=${Math.min(100, count)}&sort=id&order=asc`, { headers });
  if (!answer.ok) throw new Error(`the staff products list answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: Array<{ id: number }> };
  return data.map((row) => row.id);
}

/** Runs the editors for `seconds` after a short warm-up; saves per second and the PUT's p99. */
export async function measureProductSave({ base, headers, editors, seconds }: ProductSaveLoad): Promise<LoadResult & { saves: number; p50Ms: number }> {
  const ids = await productIds(base, headers, editors * 10);
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const json = { ...headers, 'content-type': 'application/json' };
  async function editor(n: number, until: number, counted: boolean): Promise<void> {
    const own = ids.filter((_, i) => i % editors === n);
    for (let i = 0; Date.now() < until; i++) {
      const id = own[i % own.length];
      try {
        const loaded = await fetch(`${base}/api/v1/staff/products/${id}`, { headers });
        const form = staffProductForm(((await loaded.json()) as { data: StaffProduct }).data);
        form.variants[0].retail_price = 100 + ((i * 7 + n) % 900);
        const started = performance.now();
        const saved = await fetch(`${base}/api/v1/staff/products/${id}`, { method: 'PUT', headers: json, body: JSON.stringify(form) });
        await saved.arrayBuffer();
        if (!counted) continue;
        times.push(performance.now() - started);
        if (!saved.ok) non2xx++;
      } catch {
        if (counted) errors++;
      }
    }
  }
  // Warm-up: prepared statements, the JIT, the pool's connections; not counted.
  await Promise.all(Array.from({ length: editors }, (_, n) => editor(n, Date.now() + 2_000, false)));
  const began = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: editors }, (_, n) => editor(n, until, true)));
  const elapsed = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { requestsPerSecond: times.length / elapsed, p99Ms: at(0.99), p50Ms: at(0.5), saves: times.length, non2xx, errors };
}
