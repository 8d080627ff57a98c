import { eq } from 'drizzle-orm';
import type { ProgrammeInput } from '@domain/programmes/programme-design';
import { staffMembers } from '@server/db/schema';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * What the programme design tests need: a programme officer holding the design permission, an officer
 * without it, the design of the cohort the product is built for, and the requests the console sends.
 */

export const PROGRAMMES = '/api/v1/staff/programmes';

export async function buildDesigner(t: TestApp): Promise<BuiltUser> {
  const officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  await t.database.db
    .update(staffMembers)
    .set({ programmeDesign: true })
    .where(eq(staffMembers.userId, officer.userId));
  return officer;
}

export function buildOfficer(t: TestApp): Promise<BuiltUser> {
  return buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
}

/** "Tailoring cohort, Kakuma, 2027": 60 places, at least half for women, ages 18 to 35 in Kakuma. */
export function tailoringCohort(overrides: Partial<ProgrammeInput> = {}): Record<string, unknown> {
  return {
    kind: 'skills_training',
    content: {
      en: {
        name: 'Tailoring cohort, Kakuma, 2027',
        description: 'Six months of tailoring with a sewing machine to keep.',
        amount: 'Free training + KES 2,000 stipend',
        duration: '6 months',
        eligibility: ['Living in Kakuma'],
      },
      sw: {
        name: 'Kundi la ushonaji, Kakuma, 2027',
        description: 'Miezi sita ya ushonaji pamoja na cherehani ya kubaki nayo.',
        amount: 'Mafunzo bila malipo + posho ya KES 2,000',
        duration: 'Miezi 6',
        eligibility: ['Kuishi Kakuma'],
      },
      so: {
        name: 'Kooxda harfada, Kakuma, 2027',
        description: 'Lix bilood oo tolid ah iyo mashiin tolid oo aad haysan doonto.',
        amount: 'Tababar bilaash ah + gunno KES 2,000 ah',
        duration: '6 bilood',
        eligibility: ['Ku nool Kakuma'],
      },
      ar: {
        name: 'دفعة الخياطة، كاكوما، 2027',
        description: 'ستة أشهر من تعلم الخياطة مع ماكينة خياطة تبقى لك.',
        amount: 'تدريب مجاني + منحة 2,000 شلن كيني',
        duration: '6 أشهر',
        eligibility: ['السكن في كاكوما'],
      },
    },
    opensOn: '2027-01-10',
    closesOn: '2027-02-28',
    places: 60,
    quotas: [{ dimension: 'gender', value: 'female', minPlaces: 30 }],
    onePlacePerHousehold: true,
    requiredDocumentTypes: ['refugee_card'],
    questions: [
      {
        id: 'sewing-experience',
        kind: 'yes_no',
        required: true,
        label: {
          en: 'Have you sewn before?',
          sw: 'Umewahi kushona hapo awali?',
          so: 'Weligaa wax ma tolatay?',
          ar: 'هل سبق لك أن خِطت؟',
        },
      },
    ],
    rules: [
      { kind: 'camp', hard: true, camps: ['KAK'] },
      { kind: 'age', hard: true, min: 18, max: 35 },
    ],
    projectIds: [],
    ...overrides,
  };
}

export function send(
  t: TestApp,
  user: BuiltUser | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
