import type { BasketLine, DroppedLine, PromoCheckAnswer, SyncBasketAnswer } from '@shop/contracts/basket';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { browserApi } from '../../lib/browser-api.ts';
import { type AccountState, getAccount, subscribeAccount } from '../../visitor/account-store.ts';
import { isEventLine, isPromoLine, lineInputs, promoCheckQuery, refreshLines, sameLines } from './basket-lines.ts';
import { reconcilePromos, setSampleOffers } from './basket-promos.ts';
import { readBasket, readOwner, writeOwner } from './basket-storage.ts';
import { applyShopLines, basketRevision, ensureBasketLoaded, getBasketLines, onBasketChange } from './basket-store.ts';
import { createDebouncer } from './debounce.ts';

/**
 * The checks behind the basket (SPEC §4, §9): every change starts a check 500 ms after the last
 * one: samples and gifts for the lines, and for a signed-in user the server's copy
 * (`POST /v1/checkout/sync-basket`), which is also refreshed every 10 s while the tab is visible.
 * The first sync of a browser whose lines are not yet this user's (a guest who signed in) merges
 * them into the saved basket instead of replacing it. What the server drops is announced to
 * `onLinesDropped`. A failed check is only logged (SPEC §8).
 */

type DroppedListener = (dropped: DroppedLine[]) => void;
const droppedListeners = new Set<DroppedListener>();

export function onLinesDropped(listener: DroppedListener): () => void {
  droppedListeners.add(listener);
  return () => droppedListeners.delete(listener);
}

const background = { background: true } as const;

/**
 * One sync at a time across the tabs of the shop (Web Locks API): a sign-in seen by two tabs at
 * once must merge the guest lines once, and each tab sends what storage holds after the other's answer.
 */
function withSyncLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('procosmetics:basket-sync', task) as Promise<T>) : task();
}

function signedInUserId(): number | null {
  const account = getAccount();
  return account.status === 'signed-in' ? account.user.id : null;
}

/** Sends the lines to the server copy and takes its answer as the basket. */
export async function syncBasket(): Promise<void> {
  const userId = signedInUserId();
  if (userId === null) return;
  await withSyncLock(async () => {
    if (signedInUserId() !== userId) return;
    // Storage, not memory: another tab may have written its answer while this one waited.
    const stored = readBasket();
    const merge = readOwner() !== userId;
    const revision = basketRevision();
    // Tickets and webinars are not in the server copy (decision 0018): they stay as the browser has them.
    const bought = stored.filter((line) => !isPromoLine(line) && !isEventLine(line));
    let answer: SyncBasketAnswer;
    try {
      answer = await browserApi.post<SyncBasketAnswer>('/v1/checkout/sync-basket', { products: lineInputs(bought), merge }, background);
    } catch (error) {
      console.error('basket sync failed', error);
      return;
    }
    if (signedInUserId() !== userId) return;
    writeOwner(userId);
    // The shopper changed the basket meanwhile: the check scheduled by that change sends the new
    // lines. A merge is taken all the same: it is the only copy of the saved basket joined with these.
    if (!merge && basketRevision() !== revision) return;
    const promo = getBasketLines().filter(isPromoLine);
    const events = getBasketLines().filter(isEventLine);
    applyShopLines([...answer.data.products, ...events, ...promo]);
    if (answer.data.dropped.length > 0) for (const listener of [...droppedListeners]) listener(answer.data.dropped);
  });
}

async function fetchOffers(path: string, query: Record<string, number>) {
  try {
    return (await browserApi.get<PromoCheckAnswer>(path, query, background)).data;
  } catch (error) {
    console.error(`basket check ${path} failed`, error);
    return null;
  }
}

/** Asks which sample and gift rules the lines qualify for, and adds or drops their lines. */
export async function checkPromos(): Promise<void> {
  const lines = getBasketLines();
  const revision = basketRevision();
  if (!lines.some((line) => !isPromoLine(line) && !isEventLine(line))) {
    setSampleOffers([]);
    const next = reconcilePromos(lines, [], []);
    if (next !== lines) applyShopLines(next);
    return;
  }
  const query = promoCheckQuery(lines);
  const [samples, gifts] = await Promise.all([fetchOffers('/v1/products/check-samples', query), fetchOffers('/v1/products/check-gift', query)]);
  if (basketRevision() !== revision) return;
  if (samples) setSampleOffers(samples);
  const current = getBasketLines();
  const next = reconcilePromos(current, samples, gifts);
  if (next !== current) applyShopLines(next);
}

/**
 * A guest's lines with the current titles, prices and stock of their variants; lines that can no
 * longer be bought leave the basket and are named, as a signed-in user's sync does on the server.
 */
export async function refreshBasketLines(): Promise<void> {
  const lines = getBasketLines();
  const revision = basketRevision();
  const ids = [...new Set(lines.filter((line) => !isPromoLine(line) && !isEventLine(line)).map((line) => line.select_type.id))];
  if (ids.length === 0) return;
  let fresh: BasketLine[];
  try {
    fresh = (await browserApi.get<{ data: BasketLine[] }>('/v1/basket/products', { ids }, background)).data;
  } catch (error) {
    console.error('basket lines could not be refreshed', error);
    return;
  }
  if (basketRevision() !== revision) return;
  const current = getBasketLines();
  const { lines: next, gone } = refreshLines(current, fresh);
  // New data only: an unchanged basket is not written again (each write wakes the other tabs).
  if (!sameLines(next, current) || JSON.stringify(next) !== JSON.stringify(current)) applyShopLines(next);
  if (gone.length > 0) {
    const dropped: DroppedLine[] = gone.map((line) => ({ id: line.id, product_price_id: line.select_type.id, title: line.title, reason: 'product_missing' }));
    for (const listener of [...droppedListeners]) listener(dropped);
  }
}

/** Set when the basket is looked at: a guest's lines are then refreshed before the rules are asked. */
let refreshWanted = false;

async function runChecks(): Promise<void> {
  if (signedInUserId() !== null) await syncBasket();
  else if (refreshWanted) await refreshBasketLines();
  refreshWanted = false;
  await checkPromos();
}

const checks = createDebouncer(runChecks, TIMINGS_MS.basketCheckDebounce);

/** A check of the lines as they are now, as after a change (the frame starts the checks on the first change). */
export function scheduleBasketCheck(): void {
  checks.schedule();
}

/** The basket's page and dialog ask for a check when they open (offers are not kept in storage). */
export function requestBasketCheck(): void {
  refreshWanted = true;
  checks.schedule();
}

let started = false;

/**
 * Starts following the basket: changes, the account and the 10 s re-sync. Called once by the
 * page frame after hydration; returns the stop function.
 */
export function startBasketChecks(): () => void {
  if (started || typeof window === 'undefined') return () => undefined;
  started = true;
  ensureBasketLoaded();
  let userId: number | null = null;

  const followAccount = (state: AccountState) => {
    if (state.status === 'signed-in') {
      if (state.user.id === userId) return;
      userId = state.user.id;
      // A basket that is not yet this user's is merged at once; otherwise the next tick keeps it fresh.
      if (readOwner() !== userId) void checks.flush();
    } else if (state.status === 'guest') {
      userId = null;
      // Signed out: the lines belonged to the account and stay on its server copy, not in this browser.
      if (readOwner() !== null) {
        writeOwner(null);
        applyShopLines([] as BasketLine[]);
      }
    }
  };

  const stopChanges = onBasketChange(() => checks.schedule());
  const stopAccount = subscribeAccount(followAccount);
  followAccount(getAccount());
  const timer = window.setInterval(() => {
    if (userId !== null && document.visibilityState === 'visible' && !checks.pending()) void syncBasket();
  }, TIMINGS_MS.basketResync);

  return () => {
    started = false;
    stopChanges();
    stopAccount();
    checks.cancel();
    window.clearInterval(timer);
  };
}
