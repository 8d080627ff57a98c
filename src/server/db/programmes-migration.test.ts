import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedUpTo, type DatabaseBeforeMigration } from '@server/test-support/database-before-migration';
import { scoringFormulaSchema, SPEC_PRIORITY_FORMULA } from '@domain/programmes/scoring-formula';

/*
 * A database migrated up to the migration before programmes became data holds the three reference
 * programmes (a type and texts), scored applications and people sharing registry household ids; the
 * migration must keep the texts and scores, give each programme its first formula, and build households.
 */

const BEFORE = '0013_payment_attention_and_failure_codes';

let database: DatabaseBeforeMigration;
const run = (query: ReturnType<typeof sql>) => database.run(query);

async function oldPerson(values: {
  householdId: string | null;
  size?: number;
  income?: number;
  camp?: string;
  block?: string;
  mergedInto?: string;
}): Promise<string> {
  const [row] = await run(sql`insert into beneficiaries
      (first_name, last_name, household_id, household_size, monthly_income, location_camp, location_block, merged_into_id)
    values ('Amina', 'Old', ${values.householdId}, ${values.size ?? 1}, ${values.income ?? 0},
      ${values.camp ?? 'DAD'}, ${values.block ?? 'B12'}, ${values.mergedInto ?? null})
    returning id`);
  return row!.id as string;
}

async function oldApplication(beneficiaryId: string, programId: string, status: string, score: number | null) {
  const [row] = await run(sql`insert into program_applications
      (beneficiary_id, program_id, program_type, status, application_data, priority_score, application_date)
    values (${beneficiaryId}, ${programId}, 'cash_transfer', ${status}, '{}'::jsonb, ${score},
      ${status === 'draft' ? null : sql`now() - interval '3 days'`})
    returning id`);
  return row!.id as string;
}

describe('the migration to programmes as data and households', () => {
  const ids: Record<string, string> = {};
  let textsBefore: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await databaseMigratedUpTo(BEFORE, 'programmes_migration');

    textsBefore = await run(sql`select id, content, position from programmes order by id`);
    ids.head = await oldPerson({ householdId: 'HH-OLD-1', size: 6, income: 3_000, camp: 'KAK', block: 'C3' });
    ids.child = await oldPerson({ householdId: 'HH-OLD-1', size: 6, income: 3_000, camp: 'KAK', block: 'C3' });
    ids.merged = await oldPerson({ householdId: 'HH-OLD-1', size: 9, income: 90_000, mergedInto: ids.head });
    ids.onlyMerged = await oldPerson({ householdId: 'HH-OLD-GONE', mergedInto: ids.head });
    ids.alone = await oldPerson({ householdId: 'HH-OLD-2', size: 3, income: 8_000 });
    ids.none = await oldPerson({ householdId: null });
    ids.blank = await oldPerson({ householdId: '  ' });

    ids.scored = await oldApplication(ids.head, 'cash-transfer', 'submitted', 75);
    ids.approved = await oldApplication(ids.alone, 'skills-training', 'approved', 40);
    ids.draft = await oldApplication(ids.none, 'business-grant', 'draft', null);

    await database.migrateToLatest();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('keeps the three programmes and their texts, open, with a kind from their type', async () => {
    const after = await run(sql`select id, content, position, status, kind from programmes order by id`);
    // Their English and Swahili as they were; Somali and Arabic added beside them by a later migration.
    const asBefore = after.map(({ id, content, position }) => {
      const { so, ar, ...before } = content as Record<string, { name: string }>;
      expect([so?.name, ar?.name].every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      return { id, content: before, position };
    });
    expect(asBefore).toEqual(textsBefore);
    expect(after.map(({ id, status, kind }) => [id, status, kind])).toEqual([
      ['business-grant', 'open', 'business_grant'],
      ['cash-transfer', 'open', 'cash_transfer'],
      ['skills-training', 'open', 'skills_training'],
    ]);
  });

  it("gives each programme a first formula that is the spec's priority score", async () => {
    const formulas = await run(sql`select p.id, f.version, f.formula
      from programmes p join programme_formulas f on f.id = p.current_formula_id order by p.id`);
    expect(formulas).toHaveLength(3);
    for (const row of formulas) {
      expect(row.version).toBe(1);
      expect(scoringFormulaSchema.parse(row.formula)).toEqual(SPEC_PRIORITY_FORMULA);
    }
  });

  it('keeps the age limit of the skills programme as an advisory rule', async () => {
    const [skills] = await run(sql`select eligibility_rules as rules from programmes where id = 'skills-training'`);
    expect(skills!.rules).toEqual([{ kind: 'age', hard: false, min: 18, max: 35 }]);
  });

  it('keeps every score, recorded against the first formula and in the score history', async () => {
    const applications = await run(sql`select a.id, a.priority_score as score, a.formula_id as "formulaId",
        p.current_formula_id as "programmeFormulaId"
      from program_applications a join programmes p on p.id = a.program_id order by a.priority_score nulls last`);
    const byId = new Map(applications.map((row) => [row.id, row]));
    expect(byId.get(ids.scored)).toMatchObject({ score: 75 });
    expect(byId.get(ids.scored)!.formulaId).toBe(byId.get(ids.scored)!.programmeFormulaId);
    expect(byId.get(ids.approved)).toMatchObject({ score: 40 });
    expect(byId.get(ids.approved)!.formulaId).toBe(byId.get(ids.approved)!.programmeFormulaId);
    expect(byId.get(ids.draft)).toMatchObject({ score: null, formulaId: null });

    const history = await run(sql`select application_id as "applicationId", formula_id as "formulaId", score
      from application_scores order by score desc`);
    expect(history).toEqual([
      { applicationId: ids.scored, formulaId: byId.get(ids.scored)!.formulaId, score: 75 },
      { applicationId: ids.approved, formulaId: byId.get(ids.approved)!.formulaId, score: 40 },
    ]);
  });

  it('builds one household per registry household id, its members without merged records', async () => {
    const households = await run(sql`select h.reference, h.camp, h.block, h.size, h.monthly_income as income,
        array_agg(m.beneficiary_id::text order by m.beneficiary_id) as members
      from households h join household_members m on m.household_id = h.id
      where m.left_at is null group by h.id order by h.reference`);
    expect(households).toEqual([
      {
        reference: 'HH-OLD-1',
        camp: 'KAK',
        block: 'C3',
        size: 6,
        income: 3_000,
        members: [ids.head, ids.child].sort(),
      },
      { reference: 'HH-OLD-2', camp: 'DAD', block: 'B12', size: 3, income: 8_000, members: [ids.alone] },
    ]);
    const [{ count } = { count: -1 }] = await run(sql`select count(*)::int as count from households`);
    expect(count).toBe(2);
  });
});
