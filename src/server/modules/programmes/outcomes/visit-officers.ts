import { and, asc, eq, or } from 'drizzle-orm';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import type { FollowUpVisit, VisitOfficers } from '@domain/programmes/follow-up-views';
import { personInScope, programmeInScope, staffMemberReachesPerson, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { followUpVisits, programmes, staffMembers, users } from '@server/db/schema';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { requireProgrammeDesign } from '../design/permission';
import { findVisit, isOfficerFor } from './queries';
import { visitById } from './visits-service';

/*
 * Handing a follow-up visit to another officer. It takes the permission that opens rounds (the programme
 * design permission), since opening a round is what assigns officers in the first place. The new officer
 * must be active staff of the programme's organisation whose own places include the person, so nobody is
 * given a visit to someone they could not open (409, as handing over a complaint does).
 */

const visitNotFound = () => new AppError('not_found', 'errors:followUp.visitNotFound');
const officerOutsideScope = () => new AppError('conflict', 'errors:followUp.officerOutsideScope');

/** The visit with its programme's organisation, among what the designer may see; 404 otherwise. */
async function requireVisit(db: Database, designer: CurrentUser, visitId: string) {
  requireProgrammeDesign(designer);
  const scope = staffScope(designer);
  if (!isUuid(visitId)) throw visitNotFound();
  const found = await findVisit(db, visitId, personInScope(scope));
  const [programme] = found
    ? await db
        .select({ id: programmes.id, organisation: programmes.organisation })
        .from(programmes)
        .where(and(eq(programmes.id, found.programmeId), programmeInScope(scope)))
    : [];
  if (!found || !programme) throw visitNotFound();
  return { ...found, organisation: programme.organisation };
}

/** Officers the visit may go to, the current one left out. */
export async function visitOfficers(db: Database, designer: CurrentUser, visitId: string): Promise<VisitOfficers> {
  const found = await requireVisit(db, designer, visitId);
  const staff = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(
      and(
        eq(staffMembers.status, 'active'),
        eq(users.userType, 'staff'),
        or(eq(staffMembers.organisation, found.organisation), eq(staffMembers.wholeRegistry, true)),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  const items: VisitOfficers['items'] = [];
  // A team is tens of people: asking each one's scope keeps the rule in one place (staff-scope.ts).
  for (const member of staff) {
    if (member.id === found.visit.officerId) continue;
    if (!(await staffMemberReachesPerson(db, member.id, found.visit.beneficiaryId))) continue;
    items.push({ id: member.id, name: `${member.firstName} ${member.lastName}`.trim() });
  }
  return { items };
}

export async function reassignVisit(
  db: Database,
  designer: CurrentUser,
  visitId: string,
  officerId: string,
): Promise<FollowUpVisit> {
  const found = await requireVisit(db, designer, visitId);
  const mayTake =
    (await isOfficerFor(db, officerId, found.organisation)) &&
    (await staffMemberReachesPerson(db, officerId, found.visit.beneficiaryId));
  if (!mayTake) throw officerOutsideScope();
  await db.transaction(async (tx) => {
    await tx.update(followUpVisits).set({ officerId }).where(eq(followUpVisits.id, visitId));
    await recordAudit(tx, {
      actorUserId: designer.id,
      action: 'programme.follow_up_visit_reassigned',
      targetType: 'beneficiary',
      targetId: found.visit.beneficiaryId,
      details: { visitId, programmeId: found.programmeId, from: found.visit.officerId, to: officerId },
    });
  });
  return visitById(db, found.programmeId, visitId);
}
