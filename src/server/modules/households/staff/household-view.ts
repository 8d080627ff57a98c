import {
  householdIncomePerPerson,
  type Household,
  type HouseholdMember,
  type HouseholdRelationship,
  type PersonHousehold,
} from '@domain/households';
import type { Database } from '@server/db/client';
import { toDeclaredMember } from '../declared-mapper';
import {
  countCurrentMembers,
  findCurrentMembership,
  findPersonName,
  listCurrentMembers,
  listDeclaredBy,
  listFormerMembers,
  listMemberApplications,
  sumMemberPayments,
  type HouseholdRow,
} from './view-queries';

const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

async function headOf(db: Database, row: HouseholdRow) {
  const name = await findPersonName(db, row.headBeneficiaryId);
  return row.headBeneficiaryId && name ? { beneficiaryId: row.headBeneficiaryId, name } : null;
}

/** The household page: members with their programmes and payments, those who left, and declared members. */
export async function loadHouseholdView(db: Database, row: HouseholdRow, language: string): Promise<Household> {
  const [members, former, head] = await Promise.all([
    listCurrentMembers(db, row.id),
    listFormerMembers(db, row.id),
    headOf(db, row),
  ]);
  const ids = members.map((member) => member.beneficiaryId);
  const [applications, payments, declared] = await Promise.all([
    listMemberApplications(db, ids, language),
    sumMemberPayments(db, ids),
    listDeclaredBy(db, ids),
  ]);
  const paymentsOf = new Map(payments.map((payment) => [payment.beneficiaryId, payment]));
  const toMember = (member: (typeof members)[number]): HouseholdMember => {
    const paid = paymentsOf.get(member.beneficiaryId);
    return {
      ...member,
      relationship: member.relationship as HouseholdRelationship | null,
      joinedAt: member.joinedAt.toISOString(),
      programmes: applications
        .filter((application) => application.beneficiaryId === member.beneficiaryId)
        .map(({ programmeId, name, status }) => ({ programmeId, name, status })),
      payments: {
        count: paid?.count ?? 0,
        totalAmount: paid?.totalAmount ?? 0,
        lastPaidAt: isoOf(paid?.lastPaidAt ?? null),
      },
    };
  };
  return {
    id: row.id,
    reference: row.reference,
    camp: row.camp,
    block: row.block,
    size: row.size,
    monthlyIncome: row.monthlyIncome,
    incomePerPerson: householdIncomePerPerson(row.monthlyIncome, row.size),
    head,
    members: members.map(toMember),
    formerMembers: former.map((member) => ({
      beneficiaryId: member.beneficiaryId,
      name: member.name,
      joinedAt: member.joinedAt.toISOString(),
      leftAt: (member.leftAt ?? member.joinedAt).toISOString(),
    })),
    declared: declared.map(({ declared: entry, declarerName, matchedName }) => ({
      ...toDeclaredMember(entry, matchedName),
      declaredBy: { beneficiaryId: entry.beneficiaryId, name: declarerName },
    })),
  };
}

/** The household panel of a person's record. */
export async function loadPersonHousehold(db: Database, beneficiaryId: string): Promise<PersonHousehold> {
  const [membership, declared] = await Promise.all([
    findCurrentMembership(db, beneficiaryId),
    listDeclaredBy(db, [beneficiaryId]),
  ]);
  const ownDeclared = declared.map(({ declared: entry, matchedName }) => toDeclaredMember(entry, matchedName));
  if (!membership) return { household: null, relationship: null, declared: ownDeclared };
  const row = membership.household;
  const [head, memberCount] = await Promise.all([headOf(db, row), countCurrentMembers(db, row.id)]);
  return {
    household: {
      id: row.id,
      reference: row.reference,
      camp: row.camp,
      block: row.block,
      size: row.size,
      monthlyIncome: row.monthlyIncome,
      incomePerPerson: householdIncomePerPerson(row.monthlyIncome, row.size),
      head,
      memberCount,
    },
    relationship: membership.relationship as HouseholdRelationship | null,
    declared: ownDeclared,
  };
}
