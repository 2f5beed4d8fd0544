import { z } from 'zod';

/** GET /v1/demo/outbox: the letters the local mailer kept, newest first (demo mode only). */
export const outboxLetter = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** ISO date-time the letter was sent. */
  sentAt: z.string(),
  text: z.string(),
  /** The letter's HTML as sent; shown only in a sandboxed frame. */
  html: z.string(),
});
export type OutboxLetter = z.infer<typeof outboxLetter>;

export const outboxResult = z.array(outboxLetter);

/**
 * The e-mail domain of every demo account (`regular@…`, `staff@…`): the seed creates them, production
 * refuses to start while one exists and `npm run demo:remove-accounts` deletes them.
 */
export const DEMO_DOMAIN = 'demo.procosmetics.ua';
