import { useEffect, useRef } from 'react';
import { getOpenDialog } from './dialog-store.ts';
import { type OfferFacts, type OfferMoment, unaskedOfferDecision } from './unasked-offer.ts';

/** A field or filter touched this recently still counts as the visitor busy with it. */
const RECENT_MS = 4000;
/** How often a postponed offer looks again whether the visitor is free. */
const RETRY_MS = 2000;
/**
 * The catalogue's filters and sorting are GET forms (they work without JavaScript); on a phone the
 * filter panel is a popover. Anything marked `data-filtering` counts too.
 */
const FILTERING = 'form[method="get" i], [data-filtering]';

function isFormField(element: Element | null): boolean {
  return !!element && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element as HTMLElement).isContentEditable);
}

function popoverOpen(): boolean {
  try {
    return document.querySelector('[popover]:popover-open') !== null;
  } catch {
    // A browser without popovers has none open.
    return false;
  }
}

/**
 * When the visitor last touched a field or a filter. Kept for the whole visit, not per page: a filter
 * choice navigates (the form is drawn again and loses focus), and the next page must still know.
 */
const lastActivity = { typing: 0, filtering: 0 };
let watching = false;

function watchActivity(): void {
  if (watching) return;
  watching = true;
  const onActivity = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (isFormField(target)) lastActivity.typing = Date.now();
    if (target.closest(FILTERING)) lastActivity.filtering = Date.now();
  };
  for (const name of ['input', 'change', 'keydown', 'pointerdown', 'focusin']) document.addEventListener(name, onActivity, true);
}

function currentMoment(): OfferMoment {
  const now = Date.now();
  const active = document.activeElement;
  return {
    dialogOpen: getOpenDialog() !== null || document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]') !== null,
    typing: isFormField(active) || now - lastActivity.typing < RECENT_MS,
    filtering: !!active?.closest(FILTERING) || popoverOpen() || now - lastActivity.filtering < RECENT_MS,
  };
}

interface UnaskedOfferOptions {
  /** False while the offer cannot apply at all (wrong language, account not known yet…). */
  enabled: boolean;
  /** The quiet time after a page opens before the offer is first considered. */
  delayMs: number;
  /** Read when the offer is considered, so a flag stored meanwhile (another tab) counts. */
  facts: () => OfferFacts;
  /** Opens the offer and remembers it was shown; false when it could not open. */
  open: () => boolean;
  /** Each change (a new page, a new filter choice in the URL) starts the quiet time again. */
  restartKey: string;
}

/**
 * Runs an offer the visitor did not ask for: after `delayMs` of a page, and then every few seconds
 * while the visitor types, filters or reads another popup, it asks `unaskedOfferDecision` whether to
 * open. Opening only in such a quiet moment is what keeps the dialog from taking the focus away
 * from a field or filter in use.
 */
export function useUnaskedOffer({ enabled, delayMs, facts, open, restartKey }: UnaskedOfferOptions): void {
  // The latest render's callbacks, read when the timer fires (the account may have loaded meanwhile).
  const latest = useRef({ facts, open });
  latest.current = { facts, open };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key restarts the quiet time on purpose.
  useEffect(() => {
    if (!enabled) return;
    watchActivity();
    let timer = 0;
    const consider = () => {
      const decision = unaskedOfferDecision(latest.current.facts(), currentMoment());
      if (decision === 'later') timer = window.setTimeout(consider, RETRY_MS);
      else if (decision === 'show') latest.current.open();
    };
    timer = window.setTimeout(consider, delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, delayMs, restartKey]);
}
