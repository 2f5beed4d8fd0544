import { createContext, type RouterContext } from 'react-router';
import type { Transport } from './api-client.ts';

/** What the server hands to every render: how loaders reach the API, the visitor, and the page's stylesheet. */
export interface ServerContext {
  transport: Transport;
  visitorId: string;
  /** Absolute origin for canonical and alternate links, e.g. https://procosmetics.ua */
  origin: string;
  /** The shop's stylesheet for the page's head, as bytes (production builds only). */
  stylesheet?: Buffer;
  /** The price audience the page is rendered for (decision 0010); absent means retail. */
  priceAudience?: string;
  /**
   * The catalogue version the page renders under (the API bumps it on any change of the catalogue or
   * the shop's settings): shell data shared between renders is keyed by it, so a change reaches the
   * next page at once.
   */
  catalogVersion?: string;
  /**
   * The page's Content Security Policy, given the hash sources of its inline scripts. The API owns
   * the policy (apps/api/src/core/content-security-policy.ts); the server hands it in here.
   */
  contentSecurityPolicy: (scriptHashes: readonly string[]) => string;
}

/**
 * The server entry (run from source) and the server build (bundled) each load this module, and a
 * context is matched by identity; a global symbol makes both copies share one context object.
 */
const key = Symbol.for('procosmetics.serverContext');
const registry = globalThis as unknown as Record<symbol, RouterContext<ServerContext> | undefined>;
export const serverContext: RouterContext<ServerContext> = (registry[key] ??= createContext<ServerContext>());
