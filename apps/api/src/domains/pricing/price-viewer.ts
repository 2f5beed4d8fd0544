import type { FastifyInstance, FastifyRequest } from 'fastify';

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
     * The caller's price audience. Retail for every request; the accounts hooks replace it once the
     * bearer token is known (see `viewerForUser`).
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

function clampPercent(value: number | null | undefined): number {
  if (!value || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Cache keys of answers that show prices carry this, so one audience never sees another's prices. */
export function viewerKey(viewer: PriceViewer): string {
  return viewer.audience === 'professional' ? `professional-${viewer.individualDiscount}` : viewer.audience;
}

export function viewerOf(request: FastifyRequest): PriceViewer {
  return request.priceAudience ?? RETAIL_VIEWER;
}

export function registerPriceAudience(app: FastifyInstance): void {
  // A shared frozen default: Fastify forbids object defaults in decorateRequest, so set it per request.
  app.decorateRequest('priceAudience', null as unknown as PriceViewer);
  app.addHook('onRequest', async (request) => {
    request.priceAudience = RETAIL_VIEWER;
  });
}
