import { asc, desc, eq } from 'drizzle-orm';
import type { Organisation } from '@domain/organisations';
import type { Database } from '@server/db/client';
import { organisations } from '@server/db/schema';

const columns = {
  code: organisations.code,
  name: organisations.name,
  colour: organisations.colour,
  contactEmail: organisations.contactEmail,
  contactPhone: organisations.contactPhone,
  dataSharingAgreementOn: organisations.dataSharingAgreementOn,
  leadAgency: organisations.leadAgency,
};

/** The lead agency first, then the partners by code: the order of every picker. */
export function listOrganisations(db: Database): Promise<Organisation[]> {
  return db.select(columns).from(organisations).orderBy(desc(organisations.leadAgency), asc(organisations.code));
}

export async function findOrganisation(db: Database, code: string): Promise<Organisation | null> {
  const [row] = await db.select(columns).from(organisations).where(eq(organisations.code, code)).limit(1);
  return row ?? null;
}

/** Inserts unless the code is taken; null when it is. */
export async function insertOrganisation(
  db: Database,
  values: Omit<Organisation, 'leadAgency'>,
): Promise<Organisation | null> {
  const [row] = await db.insert(organisations).values(values).onConflictDoNothing().returning(columns);
  return row ?? null;
}

export async function updateOrganisation(
  db: Database,
  code: string,
  values: Omit<Organisation, 'code' | 'leadAgency'>,
): Promise<Organisation | null> {
  const [row] = await db
    .update(organisations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organisations.code, code))
    .returning(columns);
  return row ?? null;
}
