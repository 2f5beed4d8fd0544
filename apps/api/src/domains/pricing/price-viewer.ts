import type { FastifyRequest } from 'fastify';

/**
 * Which price a caller sees (ARCHITECTURE §4). Guests and ordinary users see retail; verified
 * professionals their professional price minus their individual discount; distributors the
 * distributor price; users linked to a professional by an assigned code the client price.
 */
export type PriceAudience = 'retail' | 'professional' | 'distributor' | 'client';

export interface PriceViewer {
  audience: PriceAudience;
  /** Percent taken off professional prices (0–100); ignored for the other audiences. */
  individualDiscount: number;
}

export const RETAIL_VIEWER: PriceViewer = Object.freeze({ audience: 'retail', individualDiscount: 0 });

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's price audience: the bearer token's user when there is one (the accounts hook),
     * otherwise the signed price audience cookie (pages rendered on the server), otherwise retail.
     */
    priceAudience: PriceViewer;
  }
}

/** The user fields that decide the price audience (SPEC userType.name, assignedCode, individualDiscount). */
export interface PricedUser {
  userType: string | null | undefined;
  assignedCode?: string | null;
  individualDiscount?: number | null;
}

/** An individual discount as a whole percent within 0–100 (anything else in the row counts as 0 or 100). */
export function clampPercent(value: number | null | undefined): number {
  if (!value || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * Maps a signed-in user to the prices they see. `authorised` users, and any ordinary user with an
 * assigned code, see client prices; `noid` (application pending) and `regular` see retail.
 */
export function viewerForUser(user: PricedUser | null | undefined): PriceViewer {
  if (!user) return RETAIL_VIEWER;
  switch (user.userType) {
    case 'professional':
      return { audience: 'professional', individualDiscount: clampPercent(user.individualDiscount) };
    case 'distributor':
      return { audience: 'distributor', individualDiscount: 0 };
    case 'authorised':
      return { audience: 'client', individualDiscount: 0 };
    default:
      return user.assignedCode ? { audience: 'client', individualDiscount: 0 } : RETAIL_VIEWER;
  }
}

/**
 * The viewer's price audience as one short word (`retail`, `professional-10`, `distributor`,
 * `client`): part of every cache key of priced answers and pages, and the audience cookie's value.
 */
export function viewerKey(viewer: PriceViewer): string {
  return viewer.audience === 'professional' ? `professional-${clampPercent(viewer.individualDiscount)}` : viewer.audience;
}

const KEY = /^(?:(retail|distributor|client)|professional-(\d{1,3}))$/;

/** The viewer a `viewerKey` names, or null when the text is no audience. */
export function viewerFromKey(key: string): PriceViewer | null {
  const match = KEY.exec(key);
  if (!match) return null;
  if (match[1]) return match[1] === 'retail' ? RETAIL_VIEWER : { audience: match[1] as PriceAudience, individualDiscount: 0 };
  const discount = Number(match[2]);
  return discount <= 100 ? { audience: 'professional', individualDiscount: discount } : null;
}

export function viewerOf(request: FastifyRequest): PriceViewer {
  return request.priceAudience ?? RETAIL_VIEWER;
}
