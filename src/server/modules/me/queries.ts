import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { beneficiaries, beneficiaryPreferences } from '@server/db/schema';

/** The language a beneficiary saved in Settings, if any. */
export async function findPreferredLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: beneficiaryPreferences.language })
    .from(beneficiaries)
    .innerJoin(beneficiaryPreferences, eq(beneficiaryPreferences.beneficiaryId, beneficiaries.id))
    .where(eq(beneficiaries.userId, userId))
    .limit(1);
  return row?.language ?? null;
}
