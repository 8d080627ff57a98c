import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { beneficiaries } from '@server/db/schema';
import { buildBeneficiaries, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { streamRegistryRows } from './export-queries';
import { exportRows } from './export-service';
import { exportStream } from './export-writer';
import { fixtureCountry } from './registry-fixtures';

const URL = '/api/v1/staff/beneficiaries/export';
/** Three batches of 1,000 and a short last one. */
const PEOPLE = 2_345;

let t: TestApp;
let officer: BuiltUser;
let country: string;

/*
 * Seven registration minutes for 2,345 people: every batch of an export ends
 * inside a run of people registered at the same moment, where the keyset
 * cursor must carry on by id without losing or repeating anyone. Names with
 * commas, quotes and a formula check the file's escaping along the way.
 */
beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: true, site: 'Dadaab Operations' });
  country = await fixtureCountry(t);
  const names = ['Asha', 'Bol, Deng', 'Chol "Junior"', '=Amina', 'Françoise'];
  await buildBeneficiaries(
    t,
    Array.from({ length: PEOPLE }, (_, i) => ({
      ...NAME_ONLY,
      firstName: names[i % names.length]!,
      lastName: `Export${i % 11}`,
      progresId: `${country}-DAD-2021-${String(i).padStart(6, '0')}`,
      phoneNumber: i % 3 === 0 ? null : `+2547${String(10_000_000 + i)}`,
      createdAt: new Date(Date.UTC(2032, 0, 1, 0, i % 7)),
    })),
  );
});

afterAll(async () => t.close());

const ofCountry = () => like(beneficiaries.progresId, `${country}-%`);

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the export read batch by batch', () => {
  it('writes the same bytes as one read of every row in the same order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}?format=csv&q=${country}-`,
      headers: { cookie: officer.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-row-count']).toBe(String(PEOPLE));
    const oneRead = exportRows(t.database.db, ofCountry(), null, PEOPLE, PEOPLE);
    const expected = await bytesOf(exportStream('csv', oneRead));
    expect(response.rawPayload.equals(expected)).toBe(true);
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(PEOPLE + 1);
  });

  it('loses and repeats no one when every batch ends among people registered at the same moment', async () => {
    const ids = async (batchSize: number) => {
      const seen: string[] = [];
      for await (const batch of streamRegistryRows(t.database.db, ofCountry(), null, PEOPLE, batchSize)) {
        seen.push(...batch.map((row) => row.id));
      }
      return seen;
    };
    const whole = await ids(PEOPLE);
    expect(new Set(whole).size).toBe(PEOPLE);
    expect(await ids(97)).toEqual(whole);
    expect(await ids(1000)).toEqual(whole);
  });

  it('stops at the cap it is given', async () => {
    let rows = 0;
    for await (const batch of streamRegistryRows(t.database.db, ofCountry(), null, 1_500, 1000)) rows += batch.length;
    expect(rows).toBe(1_500);
  });
});
