import * as z from 'zod/mini';
import { GENDERS } from './beneficiary-profile';
import { APPLICATION_STATUSES } from './programme-application';

/** How a member relates to the head of their household. Stored as these codes; labels are translated. */
export const HOUSEHOLD_RELATIONSHIPS = [
  'head',
  'spouse',
  'child',
  'parent',
  'sibling',
  'grandchild',
  'grandparent',
  'other_relative',
  'other',
] as const;
export type HouseholdRelationship = (typeof HOUSEHOLD_RELATIONSHIPS)[number];

/** Where staff are with a member a beneficiary declared: not looked at, found in the registry, or not there. */
export const DECLARATION_RECONCILIATIONS = ['pending', 'matched', 'not_in_registry'] as const;
export type DeclarationReconciliation = (typeof DECLARATION_RECONCILIATIONS)[number];

/** A household is a family, not a village: a list longer than this is a typing accident. */
export const MAX_DECLARED_MEMBERS = 30;
export const DECLARED_NAME_MIN = 2;
export const DECLARED_NAME_MAX = 100;
export const EARLIEST_BIRTH_YEAR = 1900;

export const HOUSEHOLD_SIZE_MAX = 100;
export const HOUSEHOLD_INCOME_MAX = 100_000_000;

const personRefSchema = z.object({ beneficiaryId: z.string(), name: z.string() });
export type HouseholdPersonRef = z.infer<typeof personRefSchema>;

const relationshipField = z.enum(HOUSEHOLD_RELATIONSHIPS, { error: 'validation:households.relationshipInvalid' });

/**
 * A member as the beneficiary declares them. The birth year's upper bound is read when the value is
 * checked, so a form kept open over New Year does not refuse a baby born on 1 January.
 */
export const declaredMemberInputSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(DECLARED_NAME_MIN, { error: 'validation:households.nameLength' }),
      z.maxLength(DECLARED_NAME_MAX, { error: 'validation:households.nameLength' }),
    ),
  relationship: relationshipField,
  birthYear: z.int({ error: 'validation:households.birthYearInvalid' }).check(
    z.gte(EARLIEST_BIRTH_YEAR, { error: 'validation:households.birthYearInvalid' }),
    z.refine((year) => year <= new Date().getFullYear(), { error: 'validation:households.birthYearInvalid' }),
  ),
  gender: z.enum(GENDERS, { error: 'validation:invalidInput' }),
});
export type DeclaredMemberInput = z.infer<typeof declaredMemberInputSchema>;

/** A declared member with where staff are in reconciling it. */
export const declaredMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.enum(HOUSEHOLD_RELATIONSHIPS),
  birthYear: z.nullable(z.number()),
  gender: z.nullable(z.enum(GENDERS)),
  reconciliation: z.enum(DECLARATION_RECONCILIATIONS),
  /** The registry person staff matched this member to; null unless matched. */
  matched: z.nullable(personRefSchema),
  createdAt: z.string(),
});
export type DeclaredMember = z.infer<typeof declaredMemberSchema>;

/** The beneficiary's own list of declared members. */
export const declaredMemberListSchema = z.object({
  members: z.array(declaredMemberSchema),
  /** MAX_DECLARED_MEMBERS, so the page can say how many more may be added. */
  limit: z.number(),
});
export type DeclaredMemberList = z.infer<typeof declaredMemberListSchema>;

/** On the staff household page: a declared member and which current member declared them. */
export const householdDeclaredMemberSchema = z.extend(declaredMemberSchema, { declaredBy: personRefSchema });
export type HouseholdDeclaredMember = z.infer<typeof householdDeclaredMemberSchema>;

export const householdMemberSchema = z.object({
  beneficiaryId: z.string(),
  name: z.string(),
  progresId: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  dateOfBirth: z.nullable(z.string()),
  relationship: z.nullable(z.enum(HOUSEHOLD_RELATIONSHIPS)),
  joinedAt: z.string(),
  /** The member's applications to programmes, newest first (drafts left out). */
  programmes: z.array(z.object({ programmeId: z.string(), name: z.string(), status: z.enum(APPLICATION_STATUSES) })),
  /** Paid payments only: what reached the member. */
  payments: z.object({ count: z.number(), totalAmount: z.number(), lastPaidAt: z.nullable(z.string()) }),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const formerHouseholdMemberSchema = z.object({
  beneficiaryId: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  leftAt: z.string(),
});
export type FormerHouseholdMember = z.infer<typeof formerHouseholdMemberSchema>;

/** One household as the staff household page shows it. */
export const householdSchema = z.object({
  id: z.string(),
  /** The registry's household id. */
  reference: z.string(),
  camp: z.nullable(z.string()),
  block: z.nullable(z.string()),
  size: z.nullable(z.number()),
  monthlyIncome: z.nullable(z.number()),
  /** monthlyIncome / size in whole KES, rounded down; null when either is unknown. */
  incomePerPerson: z.nullable(z.number()),
  head: z.nullable(personRefSchema),
  members: z.array(householdMemberSchema),
  /** People who left (moved, cleared, merged), most recent first: the history is kept. */
  formerMembers: z.array(formerHouseholdMemberSchema),
  declared: z.array(householdDeclaredMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

export const householdSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  camp: z.nullable(z.string()),
  block: z.nullable(z.string()),
  size: z.nullable(z.number()),
  monthlyIncome: z.nullable(z.number()),
  incomePerPerson: z.nullable(z.number()),
  head: z.nullable(personRefSchema),
  /** Current members registered as persons of their own. */
  memberCount: z.number(),
});
export type HouseholdSummary = z.infer<typeof householdSummarySchema>;

/** The household panel of a person's record: null household when they belong to none. */
export const personHouseholdSchema = z.object({
  household: z.nullable(householdSummarySchema),
  relationship: z.nullable(z.enum(HOUSEHOLD_RELATIONSHIPS)),
  /** The members this person declared, for staff to reconcile from the person's page. */
  declared: z.array(declaredMemberSchema),
});
export type PersonHousehold = z.infer<typeof personHouseholdSchema>;

/** What staff change on a household. The head, when set, must be a current member. */
export const householdChangeSchema = z.strictObject({
  size: z
    .int({ error: 'validation:householdSizeMin' })
    .check(z.gte(1, { error: 'validation:householdSizeMin' }), z.lte(HOUSEHOLD_SIZE_MAX)),
  monthlyIncome: z
    .int({ error: 'validation:incomeMin' })
    .check(z.gte(0, { error: 'validation:incomeMin' }), z.lte(HOUSEHOLD_INCOME_MAX)),
  headBeneficiaryId: z.nullable(z.string().check(z.maxLength(100))),
});
export type HouseholdChange = z.infer<typeof householdChangeSchema>;

/** A member's relationship to the head; null clears it. */
export const memberRelationshipSchema = z.strictObject({ relationship: z.nullable(relationshipField) });
export type MemberRelationship = z.infer<typeof memberRelationshipSchema>;

/**
 * Staff reconcile a declared member: match them to a registry person (who then joins the declaring
 * person's household) or record that they are not in the registry.
 */
export const reconcileSchema = z.union([
  z.strictObject({ match: z.string().check(z.minLength(1), z.maxLength(100)) }),
  z.strictObject({ notInRegistry: z.literal(true) }),
]);
export type Reconcile = z.infer<typeof reconcileSchema>;

export const householdMemberParamsSchema = z.object({
  id: z.string().check(z.maxLength(100)),
  beneficiaryId: z.string().check(z.maxLength(100)),
});

/** Whole KES per person (rounded down, as the eligibility rules count it), or null when a figure is missing. */
export function householdIncomePerPerson(monthlyIncome: number | null, size: number | null): number | null {
  if (monthlyIncome === null || size === null || size < 1) return null;
  return Math.floor(monthlyIncome / size);
}
