/**
 * When a popup the visitor did not ask for (the offer of the Ukrainian version, the first-order
 * promotion) may open. Such an offer waits for a quiet moment and gives way to what the visitor is
 * doing: it never opens where they are in the middle of something of their own, never for a customer
 * who has already ordered, and at most once per visitor.
 */

/**
 * The signed-in areas (SPEC §2), the basket and checkout (`/buy-flow/…`) and an order's own page:
 * the visitor is busy with their own things there, so no offer opens at all.
 */
const BUSY_AREAS = /^\/(?:ua\/)?(?:profile|platform|user-professional-club|distributor-orders|distributor-storage|buy-flow|order|agent-register)(?:\/|$)/;

export function isBusyArea(pathname: string): boolean {
  return BUSY_AREAS.test(pathname);
}

/** What the visitor is doing at this moment. */
export interface OfferMoment {
  /** Another popup is open. */
  dialogOpen: boolean;
  /** Focus is in a form field, or a field changed a moment ago. */
  typing: boolean;
  /** The catalogue's filters or sorting are open or were just used. */
  filtering: boolean;
}

/** What does not change while the visitor stays on the page. */
export interface OfferFacts {
  pathname: string;
  /** Shown once already, or turned down for good (remembered in the browser). */
  dismissed: boolean;
  /** A signed-in customer who has ordered before (`hasOrdered` of /v1/auth/me). */
  returningCustomer: boolean;
}

export type OfferDecision = 'show' | 'later' | 'never';

/** `never` for this page, `later` while the visitor is busy, `show` in a quiet moment. */
export function unaskedOfferDecision(facts: OfferFacts, moment: OfferMoment): OfferDecision {
  if (facts.dismissed || facts.returningCustomer || isBusyArea(facts.pathname)) return 'never';
  if (moment.dialogOpen || moment.typing || moment.filtering) return 'later';
  return 'show';
}
