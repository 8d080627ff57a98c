import { and, asc, exists, inArray, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { REVIEW_STATUSES } from '@domain/application-review';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { programmeInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { programApplications, programmes } from '@server/db/schema';
import { applicationInScope } from './application-scope';

/*
 * The queue's programme filter. The queue shows the applications of the viewer's organisation's
 * programmes and those of the people in their scope, whoever runs the programme (application-scope.ts);
 * so the filter offers both: their organisation's programmes, and every programme that a person of
 * theirs applied to. Paused and closed programmes too: their applications are still reviewed.
 */

export const applicationProgrammeChoicesSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ApplicationProgrammeChoices = z.infer<typeof applicationProgrammeChoicesSchema>;

/** More than an agency runs at once: the filter is a select, not a search. */
const CHOICES_LIMIT = 200;

export async function listApplicationProgrammeChoices(
  db: Database,
  user: CurrentUser | null,
  language: string,
): Promise<ApplicationProgrammeChoices> {
  const scope = staffScope(requirePortal(user, 'staff'));
  const name = sql<string>`coalesce(${programmes.content} -> ${language} ->> 'name', ${programmes.content} -> 'en' ->> 'name')`;
  const appliedToByMyPeople = exists(
    sql`(select 1 from ${programApplications} where ${and(
      sql`${programApplications.programId} = ${programmes.id}`,
      inArray(programApplications.status, [...REVIEW_STATUSES]),
      applicationInScope(scope),
    )})`,
  );
  const items = await db
    .select({ id: programmes.id, name })
    .from(programmes)
    .where(scope.wholeRegistry ? undefined : or(programmeInScope(scope), appliedToByMyPeople))
    .orderBy(asc(name), asc(programmes.id))
    .limit(CHOICES_LIMIT);
  return { items };
}
