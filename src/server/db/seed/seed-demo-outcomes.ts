import { and, asc, eq, sql } from 'drizzle-orm';
import { nairobiToday } from '@domain/kenya-day';
import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import { addMonths } from '@domain/programmes/cycles-entitlements';
import { defaultFollowUpQuestions, OUTCOME_QUESTIONS, type GraduationCriterion } from '@domain/programmes/follow-up';
import { findCurrentUser } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  followUpPlans,
  followUpRounds,
  followUpVisits,
  projects,
  staffMembers,
  users,
} from '@server/db/schema';
import { openFollowUpRound, saveFollowUpPlan } from '@server/modules/programmes/outcomes/plan-service';
import { DEMO_BENEFICIARY_EMAIL, FINISHED_PROJECT_CODE, PROGRAMME_ID } from './seed-demo-cycles';
import { hashOf } from './seed-sql';

/*
 * What became of the Dadaab start-up grantees, so the indicators page shows real figures on a fresh start:
 * each person of the finished project cycles has their place in the Small Business Grant (completed, still
 * taking part, or withdrawn), the programme asks the standard follow-up questionnaire at 3 and 6 months, and
 * the demo officer, who covers Dadaab, has recorded nearly every visit. The answers vary: most businesses
 * still trade, some closed and their owners found paid work, incomes differ, and a few people graduate.
 * Skipped once the programme has a follow-up plan; runs after the cycles' seed.
 */

const ADMIN_EMAIL = 'admin@demo.local';
const OFFICER_EMAIL = 'officer@demo.local';
const ROUNDS = [3, 6] as const;
/** The grantees completed about ten months ago, when the second year's cycle ended. */
const COMPLETED_MONTHS_AGO = 10;

const GRADUATION: GraduationCriterion[] = [
  { kind: 'answered_yes', question: OUTCOME_QUESTIONS.businessTrading, atMonths: 6 },
  {
    kind: 'at_least',
    question: OUTCOME_QUESTIONS.householdIncome,
    atMonths: 6,
    value: 2000,
    perHouseholdMember: true,
  },
];

async function staffUser(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.email, email));
  return row ? findCurrentUser(db, row.id) : null;
}

export async function seedDemoOutcomes(db: Database): Promise<void> {
  const [planned] = await db
    .select({ id: followUpPlans.programmeId })
    .from(followUpPlans)
    .where(eq(followUpPlans.programmeId, PROGRAMME_ID));
  if (planned) return;
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.code, FINISHED_PROJECT_CODE));
  const designer = await staffUser(db, ADMIN_EMAIL);
  const officer = await staffUser(db, OFFICER_EMAIL);
  if (!project || !designer || !officer) return;
  await insertPlaces(db, project.id, designer.id);
  await saveFollowUpPlan(db, designer, PROGRAMME_ID, {
    questions: defaultFollowUpQuestions(),
    selfReport: true,
    graduation: GRADUATION,
  });
  for (const monthsAfter of ROUNDS) {
    await openFollowUpRound(db, designer, PROGRAMME_ID, {
      monthsAfter,
      officers: [{ camp: 'DAD', officerId: officer.id }],
    });
  }
  await recordVisits(db, officer.id);
}

/**
 * The project's people as the programme's participants, in one statement: a completed enrolment is a
 * completed place, a current one a place still running, a withdrawn one a place given up. Amina's own
 * record stays as her portal shows it, and anyone already applying to the programme is left alone.
 */
async function insertPlaces(db: Database, projectId: string, reviewer: string): Promise<void> {
  const today = nairobiToday();
  const selectedOn = addMonths(today, -25);
  const completedOn = addMonths(today, -COMPLETED_MONTHS_AGO);
  const person = sql`e.beneficiary_id::text`;
  await db.execute(sql`
    insert into program_applications (beneficiary_id, program_id, program_type, status, application_data,
      completion_percentage, selected_at, selected_by, reviewed_by, reviewed_at, application_date, start_date,
      end_date, withdrawn_at, withdrawal_reason, enrolled_project_id, created_at, updated_at)
    select e.beneficiary_id, ${PROGRAMME_ID}, 'business_support',
      case e.status when 'completed' then 'completed' when 'withdrawn' then 'withdrawn' else 'approved' end,
      jsonb_build_object('householdIncome', coalesce(b.monthly_income, 0), 'householdSize', coalesce(b.household_size, 1),
        'employmentStatus', 'self_employed', 'reasonForApplication',
        'I sell vegetables and household goods at the market and want to buy stock in bulk.',
        'previousAssistance', false, 'hasBankAccount', false, 'hasMobileMoney', true, 'mobileMoneyDetails', 'M-Pesa'),
      100, s.at, ${reviewer}, ${reviewer}, s.at, s.at - interval '20 days', s.at + interval '14 days',
      case when e.status = 'completed' then ${completedOn}::date + (${hashOf(person, 'done')} % 21) * interval '1 day' + interval '9 hours' end,
      e.withdrawn_at, e.withdrawal_reason, e.project_id, s.at - interval '20 days', now()
    from project_enrolments e
    join beneficiaries b on b.id = e.beneficiary_id
    cross join lateral (select ${selectedOn}::date + interval '8 hours' as at) s
    where e.project_id = ${projectId}::uuid and b.email is distinct from ${DEMO_BENEFICIARY_EMAIL}
      and not exists (select 1 from program_applications a where a.beneficiary_id = e.beneficiary_id and a.program_id = ${PROGRAMME_ID})`);
}

interface VisitFacts {
  id: string;
  beneficiaryId: string;
  monthsAfter: number;
  dueOn: string;
  householdSize: number | null;
  monthlyIncome: number | null;
}

/** A whole number in [0, n) from a person's place in the list and a salt: the same answers on every start. */
const spread = (index: number, salt: number, n: number) => ((index + 1) * 7919 + salt * 104_729) % n;

/**
 * What a visit found. Businesses close over time (five in six trade at 3 months, two in three at 6); a
 * closed business's owner often found paid work; household income follows the business's revenue.
 */
export function visitAnswers(index: number, monthsAfter: number, facts: VisitFacts): Record<string, ApplicationAnswer> {
  const trading = monthsAfter <= 3 ? spread(index, 1, 6) !== 0 : spread(index, 1, 6) !== 0 && spread(index, 2, 4) !== 0;
  const revenue = trading ? 4_000 + spread(index, 3 + monthsAfter, 13) * 1_000 : 0;
  const employed = !trading && spread(index, 5, 3) !== 0;
  const wage = employed ? 7_000 + spread(index, 6, 6) * 1_000 : 0;
  const baseline = facts.monthlyIncome ?? 2_000;
  const answers: Record<string, ApplicationAnswer> = {
    [OUTCOME_QUESTIONS.businessTrading]: trading,
    [OUTCOME_QUESTIONS.employed]: employed,
    [OUTCOME_QUESTIONS.householdIncome]: Math.round((baseline + revenue * 0.6 + wage) / 100) * 100,
  };
  if (trading) {
    answers[OUTCOME_QUESTIONS.monthlyRevenue] = revenue;
    answers[OUTCOME_QUESTIONS.employees] = spread(index, 7, 5) === 0 ? 2 : spread(index, 8, 3) === 0 ? 1 : 0;
  }
  if (employed) {
    answers[OUTCOME_QUESTIONS.employer] =
      spread(index, 9, 2) === 0 ? 'Kakuma Market Traders' : 'Dadaab hospital kitchen';
    answers[OUTCOME_QUESTIONS.wage] = wage;
  }
  return answers;
}

/** Every 3-month visit is recorded, and all but one in eight 6-month visits; the rest are still due. */
async function recordVisits(db: Database, officerId: string): Promise<void> {
  const visits: VisitFacts[] = await db
    .select({
      id: followUpVisits.id,
      beneficiaryId: followUpVisits.beneficiaryId,
      monthsAfter: followUpRounds.monthsAfter,
      dueOn: followUpVisits.dueOn,
      householdSize: beneficiaries.householdSize,
      monthlyIncome: beneficiaries.monthlyIncome,
    })
    .from(followUpVisits)
    .innerJoin(followUpRounds, eq(followUpRounds.id, followUpVisits.roundId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, followUpVisits.beneficiaryId))
    .where(and(eq(followUpRounds.programmeId, PROGRAMME_ID), eq(followUpVisits.status, 'due')))
    .orderBy(asc(followUpVisits.beneficiaryId), asc(followUpRounds.monthsAfter));
  const people = new Map<string, number>();
  const rows = visits.flatMap((visit) => {
    // Each person keeps one index across rounds, so a business's story holds from 3 to 6 months.
    const index = people.get(visit.beneficiaryId) ?? people.size;
    people.set(visit.beneficiaryId, index);
    if (visit.monthsAfter === 6 && spread(index, 11, 8) === 0) return [];
    if (visit.dueOn > nairobiToday()) return [];
    const answers = visitAnswers(index, visit.monthsAfter, visit);
    return [
      sql`(${visit.id}::uuid, ${JSON.stringify(answers)}::jsonb, ${visit.dueOn}::date + interval '2 days 10 hours')`,
    ];
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    update follow_up_visits v set answers = r.answers, status = 'recorded', recorded_via = 'officer',
      recorded_by = ${officerId}, recorded_at = r.recorded_at
    from (values ${sql.join(rows, sql`, `)}) as r (id, answers, recorded_at)
    where v.id = r.id`);
}
