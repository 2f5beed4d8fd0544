/**
 * One `Idempotency-Key` per order attempt (`checkout/store`). A double click or a retry after a lost
 * answer sends the same body again and must reuse the key, so the server answers with the order it
 * already placed; a changed form (after a 422, a different delivery) is a new attempt with a new key,
 * since the server refuses a known key with another body.
 */
export function createOrderAttempts(newKey: () => string = randomKey) {
  let current: { body: string; key: string } | null = null;
  return {
    /** The key for this body: the previous one when the body is the same. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newKey() };
      return current.key;
    },
    /** The attempt ended for good (placed, or refused for a reason a retry cannot fix). */
    settle(): void {
      current = null;
    },
  };
}

function randomKey(): string {
  return `order-${crypto.randomUUID()}`;
}
