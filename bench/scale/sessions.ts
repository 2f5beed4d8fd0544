import pg from 'pg';

/** The demo password every demo account has (README). */
const DEMO_PASSWORD = 'Demo12345!';

/** An address of its own for each sign-in, as a proxy names clients, so the per-address limit counts each. */
const addressOf = (n: number) => `10.77.${(n >> 8) & 255}.${n & 255}`;

/** `Authorization: Bearer` of an account signed in with the demo password. */
export async function bearerOf(base: string, email: string, n: number): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`signing in as ${email} answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${data.accessToken}` };
}

/**
 * Customers of the bulk order history (seed/bulk-orders.ts), drawn by the run's seed among those with
 * orders. They have no password: the run gives them the demo accounts' (its hash), so it can sign in
 * as each of them, as the shopper whose history is read.
 */
export async function historyCustomers(url: string, count: number, seed: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; email: string }>(
      `select u.id, u.email from users u
       where u.email like '%@bulk.procosmetics.test' and exists (select 1 from orders o where o.user_id = u.id)
       order by md5(u.id::text || $1::text) limit $2`,
      [String(seed), count],
    );
    await client.query(
      `update users set password_hash = (select password_hash from users where email = 'regular@demo.procosmetics.ua')
       where id = any($1::int[]) and password_hash is null`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => row.email);
  } finally {
    await client.end();
  }
}
