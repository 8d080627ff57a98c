import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditEvents, organisations } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * Helpers of the staff Projects API tests. Other files share the database, so
 * every project here has a partner of its own (a random 8-letter organisation)
 * and assertions filter to it.
 */

export const BASE = '/api/v1/staff/projects';

export function uniquePartner(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(65 + randomInt(26))).join('');
}

/** A new partner organisation of its own: a project's partner must be an organisation on the platform. */
export async function newPartner(t: TestApp): Promise<string> {
  const code = uniquePartner();
  await t.database.db.insert(organisations).values({ code, name: `Partner ${code}` });
  return code;
}

export function projectBody(partner: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Tailoring ${partner}`,
    partner,
    type: 'skills_training',
    location: 'KAK',
    targetBeneficiaries: 4,
    budget: 10_000,
    startDate: '2026-01-15',
    endDate: '2026-12-15',
    status: 'active',
    ...overrides,
  };
}

export function call(
  t: TestApp,
  user: BuiltUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
  language?: string,
) {
  const headers: Record<string, string> = {};
  if (user) headers.cookie = user.cookie;
  if (language) headers['accept-language'] = language;
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Amani of Kakuma 2 block 7 with the given surname; returns the id. */
export async function buildPerson(t: TestApp, lastName: string): Promise<string> {
  const person = await buildBeneficiary(t, {
    firstName: 'Amani',
    lastName,
    locationCamp: 'KAK',
    locationArea: 'KK2',
    locationBlock: 'B7',
    progresId: `KEN-KAK-2020-${String(randomInt(1_000_000)).padStart(6, '0')}`,
  });
  return person.id;
}

export async function auditFor(t: TestApp, action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
}

export const newId = () => randomUUID();
