import { and, asc, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { Camp } from '@domain/registry';
import { priorityScore } from '@domain/priority-score';
import { programTypeOf, type ApplicationData } from '@domain/programme-application';
import type { Database } from '@server/db/client';
import { beneficiaries, programApplications } from '@server/db/schema';

/*
 * A few submitted programme applications from demo registry people, so the
 * staff Application Review queue is not empty on first start. Runs after the
 * registry seed; a person who already has an application to the programme
 * (whatever became of it) is left alone, so a restart never adds another.
 */

const DAY_MS = 86_400_000;

interface DemoApplication {
  camp: Camp;
  programId: string;
  daysAgo: number;
  data: Omit<ApplicationData, 'references'>;
}

const reason = (text: string) =>
  `${text} I am ready to take part in every session and to report on how the support is used.`;

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    camp: 'DAD',
    programId: 'cash-transfer',
    daysAgo: 6,
    data: {
      householdIncome: 0,
      householdSize: 8,
      employmentStatus: 'unemployed',
      reasonForApplication: reason('My husband is ill and we have no income for our eight children.'),
      previousAssistance: false,
      hasBankAccount: false,
      hasMobileMoney: true,
      mobileMoneyDetails: 'M-Pesa',
    },
  },
  {
    camp: 'KAK',
    programId: 'skills-training',
    daysAgo: 5,
    data: {
      householdIncome: 3_000,
      householdSize: 4,
      employmentStatus: 'employed_part_time',
      reasonForApplication: reason('I repair phones at the market and want a certificate in electronics.'),
      previousAssistance: false,
      hasBankAccount: false,
      hasMobileMoney: true,
      mobileMoneyDetails: 'M-Pesa',
    },
  },
  {
    camp: 'KAL',
    programId: 'business-grant',
    daysAgo: 4,
    data: {
      householdIncome: 12_000,
      householdSize: 5,
      employmentStatus: 'self_employed',
      reasonForApplication: reason(
        'I run a small grocery kiosk in Village 2 and want to add a fridge for milk and drinks.',
      ),
      previousAssistance: true,
      previousAssistanceDetails: 'Business training by DRC in 2024',
      hasBankAccount: true,
      bankDetails: 'Equity Bank, Kakuma branch',
      hasMobileMoney: true,
      mobileMoneyDetails: 'M-Pesa',
    },
  },
  {
    camp: 'NBI',
    programId: 'cash-transfer',
    daysAgo: 3,
    data: {
      householdIncome: 8_000,
      householdSize: 3,
      employmentStatus: 'employed_part_time',
      reasonForApplication: reason(
        'Our rent in Eastleigh went up and my casual work does not cover food for the month.',
      ),
      previousAssistance: false,
      hasBankAccount: false,
      hasMobileMoney: true,
      mobileMoneyDetails: 'Airtel Money',
    },
  },
  {
    camp: 'DAD',
    programId: 'skills-training',
    daysAgo: 2,
    data: {
      householdIncome: 0,
      householdSize: 6,
      employmentStatus: 'unemployed',
      reasonForApplication: reason(
        'I finished secondary school in Hagadera and want to train as a tailor to support my mother.',
      ),
      previousAssistance: false,
      hasBankAccount: false,
      hasMobileMoney: false,
    },
  },
  {
    camp: 'KAK',
    programId: 'cash-transfer',
    daysAgo: 1,
    data: {
      householdIncome: 15_000,
      householdSize: 2,
      employmentStatus: 'employed_full_time',
      reasonForApplication: reason('My salary stopped for three months when the clinic I work for lost its funding.'),
      previousAssistance: true,
      previousAssistanceDetails: 'Food vouchers from WFP',
      hasBankAccount: true,
      bankDetails: 'KCB, Kakuma',
      hasMobileMoney: true,
      mobileMoneyDetails: 'M-Pesa',
    },
  },
];

const REFERENCES = [
  { name: 'Fatuma Ali', phone: '+254712000201', relationship: 'Neighbour' },
  { name: 'Omar Said', phone: '+254722000202', relationship: 'Block leader' },
];

/** The first active registry people of a camp without a portal account, by ProGres ID: the same people every time. */
async function peopleOfCamp(db: Database, camp: Camp, count: number): Promise<string[]> {
  const rows = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(
      and(
        like(beneficiaries.progresId, `KEN-${camp}-%`),
        isNull(beneficiaries.userId),
        isNull(beneficiaries.mergedIntoId),
        isNotNull(beneficiaries.dateOfBirth),
        eq(beneficiaries.status, 'active'),
      ),
    )
    .orderBy(asc(beneficiaries.progresId))
    .limit(count);
  return rows.map((row) => row.id);
}

export async function seedDemoApplications(db: Database, now = Date.now()): Promise<void> {
  const chosen = new Map<Camp, string[]>();
  for (const camp of new Set(DEMO_APPLICATIONS.map((application) => application.camp))) {
    chosen.set(
      camp,
      await peopleOfCamp(db, camp, DEMO_APPLICATIONS.filter((application) => application.camp === camp).length),
    );
  }
  const used = new Map<Camp, number>();
  const planned = DEMO_APPLICATIONS.flatMap((application) => {
    const index = used.get(application.camp) ?? 0;
    used.set(application.camp, index + 1);
    const beneficiaryId = chosen.get(application.camp)?.[index];
    return beneficiaryId ? [{ ...application, beneficiaryId }] : [];
  });
  if (planned.length === 0) return;
  const existing = await db
    .select({ beneficiaryId: programApplications.beneficiaryId, programId: programApplications.programId })
    .from(programApplications)
    .where(
      inArray(
        programApplications.beneficiaryId,
        planned.map((application) => application.beneficiaryId),
      ),
    );
  const has = new Set(existing.map((row) => `${row.beneficiaryId}/${row.programId}`));
  const missing = planned.filter((application) => !has.has(`${application.beneficiaryId}/${application.programId}`));
  if (missing.length === 0) return;
  await db.insert(programApplications).values(
    missing.map((application) => {
      const submitted = new Date(now - application.daysAgo * DAY_MS);
      return {
        beneficiaryId: application.beneficiaryId,
        programId: application.programId,
        programType: programTypeOf(application.programId),
        status: 'submitted' as const,
        applicationData: { ...application.data, references: REFERENCES },
        completionPercentage: 100,
        priorityScore: priorityScore(application.data),
        applicationDate: submitted,
        createdAt: submitted,
        updatedAt: submitted,
      };
    }),
  );
}
