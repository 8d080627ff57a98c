import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiDayIn, nairobiToday } from '@domain/kenya-day';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { buildBeneficiaryAccount, type BeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, buildUser } from '@server/test-support/builders';
import { buildProgramme, programmeTexts } from '@server/test-support/programme-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { callAs } from './applications-fixtures';

describe('GET /api/v1/programmes: what is offered today, and whether I may apply', () => {
  let t: TestApp;
  let applicant: BeneficiaryAccount;
  const ids: Record<string, string> = {};

  const listAs = async (user: Parameters<typeof callAs>[1], language = 'en'): Promise<OfferedProgramme[]> => {
    const response = await callAs(t, user)('GET', '/api/v1/programmes', undefined, language);
    expect(response.statusCode).toBe(200);
    return response.json().items as OfferedProgramme[];
  };
  const ours = (items: OfferedProgramme[]) => items.filter((item) => Object.values(ids).includes(item.id));

  beforeAll(async () => {
    t = await createTestApp();
    // Born 1960: too old for a programme for 18 to 35 year olds.
    applicant = await buildBeneficiaryAccount(t, { dateOfBirth: '1960-03-01', locationCamp: 'DAD' });
    const today = nairobiToday();
    const build = async (key: string, values: Parameters<typeof buildProgramme>[1]) => {
      ids[key] = (await buildProgramme(t, values)).id;
    };
    await build('open', {});
    await build('draft', { status: 'draft' });
    await build('paused', { status: 'paused' });
    await build('closed', { status: 'closed' });
    await build('notYetOpen', { opensOn: nairobiDayIn(1) });
    await build('over', { closesOn: nairobiDayIn(-1) });
    await build('lastDay', { opensOn: nairobiDayIn(-30), closesOn: today });
    await build('englishOnly', {
      kind: 'business_grant',
      content: { en: programmeTexts('Tailoring cohort, Kakuma, 2027') },
      requiredDocumentTypes: ['id_card', 'refugee_card'],
      questions: [
        {
          id: 'owns-machine',
          kind: 'yes_no',
          required: true,
          label: { en: 'Do you own a sewing machine?' },
          options: [],
        },
        {
          id: 'shift',
          kind: 'choice',
          required: false,
          label: { en: 'Which shift suits you?', sw: 'Zamu ipi inakufaa?' },
          options: [
            { value: 'morning', label: { en: 'Morning', sw: 'Asubuhi' } },
            { value: 'evening', label: { en: 'Evening' } },
          ],
        },
      ],
      eligibilityRules: [
        { kind: 'age', hard: true, min: 18, max: 35 },
        { kind: 'camp', hard: false, camps: ['KAK'] },
      ],
    });
    await build('advisoryOnly', { eligibilityRules: [{ kind: 'camp', hard: false, camps: ['KAK'] }] });
  });
  afterAll(() => t.close());

  it('lists only programmes open today: not drafts, paused or closed ones, nor those outside their window', async () => {
    const listed = ours(await listAs(applicant)).map((item) => item.id);
    expect(listed).toEqual(expect.arrayContaining([ids.open, ids.lastDay, ids.englishOnly, ids.advisoryOnly]));
    for (const hidden of ['draft', 'paused', 'closed', 'notYetOpen', 'over']) {
      expect(listed, hidden).not.toContain(ids[hidden]);
    }
  });

  it('answers in the reader language, in English where a text has no translation', async () => {
    const swahili = ours(await listAs(applicant, 'sw'));
    expect(swahili.find((item) => item.id === ids.open)?.name).toBe(`Programu ${ids.open}`);
    const tailoring = swahili.find((item) => item.id === ids.englishOnly)!;
    expect(tailoring).toMatchObject({
      name: 'Tailoring cohort, Kakuma, 2027',
      kind: 'business_grant',
      type: 'business_support',
      requiredDocumentTypes: ['id_card', 'refugee_card'],
    });
    expect(tailoring.questions).toEqual([
      { id: 'owns-machine', kind: 'yes_no', required: true, label: 'Do you own a sewing machine?', options: [] },
      {
        id: 'shift',
        kind: 'choice',
        required: false,
        label: 'Zamu ipi inakufaa?',
        options: [
          { value: 'morning', label: 'Asubuhi' },
          { value: 'evening', label: 'Evening' },
        ],
      },
    ]);
  });

  it('tells a beneficiary failing a hard rule why, and that an advisory rule does not keep them out', async () => {
    const items = ours(await listAs(applicant));
    const tailoring = items.find((item) => item.id === ids.englishOnly)!;
    expect(tailoring.eligibilityCheck?.eligible).toBe(false);
    expect(tailoring.eligibilityCheck?.results).toEqual([
      { kind: 'age', hard: true, outcome: 'fail', values: { min: 18, max: 35, age: expect.any(Number) } },
      { kind: 'camp', hard: false, outcome: 'fail', values: { camps: 'KAK' } },
    ]);
    expect(tailoring.eligibilityCheck?.results[0]?.values.age).toBeGreaterThan(60);
    const advisory = items.find((item) => item.id === ids.advisoryOnly)!;
    expect(advisory.eligibilityCheck).toEqual({
      eligible: true,
      results: [{ kind: 'camp', hard: false, outcome: 'fail', values: { camps: 'KAK' } }],
    });
  });

  it('judges nobody for staff and employers, who may read the list too', async () => {
    for (const reader of [await buildStaffAdmin(t), await buildUser(t, { userType: 'employer' })]) {
      const tailoring = ours(await listAs(reader)).find((item) => item.id === ids.englishOnly);
      expect(tailoring?.eligibilityCheck).toBeNull();
    }
  });
});
