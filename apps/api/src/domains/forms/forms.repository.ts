import type { DbOrTx } from '../../db/client.ts';
import { formSubmissions, type FormKind } from '../../db/schema/index.ts';

export async function insertSubmission(
  db: DbOrTx,
  row: { kind: FormKind; payload: Record<string, string>; userId: number | null; lang: string },
): Promise<number> {
  const [inserted] = await db.insert(formSubmissions).values(row).returning({ id: formSubmissions.id });
  return inserted.id;
}
