import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { installSecret } from './install-secret.ts';

/**
 * Who may read what the demo shows instead of sending (the outbox's letters, SMS codes). On this
 * machine (HOST unset or loopback) everyone may: the README's flow. A demo opened to the network
 * (DEMO_PUBLIC=on) shows them only to a browser that visited the unlock link printed at start,
 * which sets an httpOnly cookie; anyone else could read a recovery link and take an account.
 *
 * The token is derived from the install's own key (`<dataDir>/secrets/demo-access.key`), so every
 * worker of a cluster, and every restart, knows the same one.
 */
export const DEMO_UNLOCK_COOKIE = 'demo_unlock';
const COOKIE_PATH = '/';

export function demoUnlockToken(config: Pick<AppConfig, 'dataDir'>): string {
  return createHmac('sha256', installSecret(config, 'demo-access')).update('demo-unlock').digest('base64url');
}

function sameToken(given: unknown, config: Pick<AppConfig, 'dataDir'>): boolean {
  if (typeof given !== 'string' || !given) return false;
  const left = Buffer.from(given);
  const right = Buffer.from(demoUnlockToken(config));
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether this request may see the demo's letters and SMS codes (never in production). */
export function seesDemoOutput(config: AppConfig, request: FastifyRequest): boolean {
  if (config.env === 'production') return false;
  if (!config.demoPublic) return true;
  return sameToken(request.cookies?.[DEMO_UNLOCK_COOKIE], config);
}

/** The unlock link printed at start (a public demo only); without pages it leads to the API's outbox. */
export function demoUnlockLink(config: AppConfig, pages: boolean): string {
  return `${config.publicOrigin}/api/v1/demo/unlock?token=${demoUnlockToken(config)}${pages ? '' : '&to=api'}`;
}

/** Checks the token of GET /demo/unlock and, when right, sets the cookie; false when wrong. */
export function unlockDemo(config: AppConfig, token: unknown, reply: FastifyReply): boolean {
  if (!config.demoPublic || !sameToken(token, config)) return false;
  reply.setCookie(DEMO_UNLOCK_COOKIE, demoUnlockToken(config), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicOrigin.startsWith('https:'),
  });
  return true;
}
