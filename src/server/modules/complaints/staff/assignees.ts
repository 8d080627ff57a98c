import * as z from 'zod/mini';
import { mayBeFeedbackHandler } from '@domain/feedback-handling';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { staffMemberReachesPerson } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { caseNotFound } from './errors';
import { findVisibleCase, listActiveStaffCandidates } from './queries';
import { loadViewer } from './service';

/*
 * Who an administrator may hand a case to: active colleagues who may handle it (safeguarding for a
 * sensitive case) and whose own scope includes the case's person, so nobody is given a case they could
 * not open. The assign decision checks the same again.
 */

export const feedbackAssigneesSchema = z.object({
  items: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type FeedbackAssignees = z.infer<typeof feedbackAssigneesSchema>;

export async function listFeedbackAssignees(
  db: Database,
  user: CurrentUser | null,
  id: string,
): Promise<FeedbackAssignees> {
  const viewer = await loadViewer(db, user);
  if (!isUuid(id)) throw caseNotFound();
  const found = await findVisibleCase(db, viewer, id);
  if (!found) throw caseNotFound();
  if (!viewer.isAdmin) throw new AppError('forbidden', 'errors:adminOnly');
  const { row } = found;
  const items: FeedbackAssignees['items'] = [];
  // A team is tens of people: asking each one's scope keeps the rule in one place (staff-scope.ts).
  for (const member of await listActiveStaffCandidates(db)) {
    if (member.userId === row.assignedTo) continue;
    if (!mayBeFeedbackHandler({ active: true, safeguarding: member.safeguarding }, row)) continue;
    if (!(await staffMemberReachesPerson(db, member.userId, row.beneficiaryId))) continue;
    items.push({
      userId: member.userId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
    });
  }
  return { items };
}
