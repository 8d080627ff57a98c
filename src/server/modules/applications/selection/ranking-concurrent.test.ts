import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  applicationsOf,
  buildOfficer,
  call,
  insertApplicants,
  PROGRAMMES,
  selectionProgramme,
} from './selection-fixtures';

/*
 * Reading a ranking stores the fresh verdicts of open applications. Officers and the outside probe read the
 * same ranking at once; the writes must never make one of them fail (on PostgreSQL two updates of the same
 * rows in different orders deadlock).
 */
describe('reading one ranking many times at once', () => {
  let t: TestApp;
  let reader: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    reader = await buildOfficer(t, false);
  });
  afterAll(() => t.close());

  it('answers every read and stores each verdict', async () => {
    const { programmeId } = await selectionProgramme(t, { rules: [{ kind: 'age', hard: true, min: 18 }] });
    const applicants = await insertApplicants(
      t,
      programmeId,
      Array.from({ length: 60 }, (_, i) => ({ score: i, dateOfBirth: i % 3 === 0 ? '2016-03-01' : '1990-05-05' })),
    );
    const reads = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t, reader, 'GET', `${PROGRAMMES}/${programmeId}/ranking?state=all&page=${(i % 3) + 1}`),
      ),
    );
    expect(reads.map((read) => read.statusCode)).toEqual(reads.map(() => 200));
    const stored = await applicationsOf(
      t,
      applicants.map((applicant) => applicant.id),
    );
    expect(stored.filter((row) => row.eligible === false)).toHaveLength(20);
    expect(stored.filter((row) => row.eligible === true)).toHaveLength(40);
  });
});
