import {
  candidateDisplayName,
  parseSkillList,
  type CandidatesPage,
  type InviteCandidateInput,
} from '@domain/job-application-status';
import { combinedSkills } from '@domain/skills-assessment';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { loadEmployer } from '../employer-applications/service';
import { findCompanyJob, insertInvitation, isDiscoverable, listInvitedJobIds, searchCandidates } from './queries';
import { isUuid } from '@domain/ids';

export interface CandidateSearchQuery {
  skills?: string;
  camp?: string;
  minExperience?: number;
  page: number;
  pageSize: number;
}

export async function searchDiscoverableCandidates(
  db: Database,
  user: CurrentUser | null,
  query: CandidateSearchQuery,
): Promise<CandidatesPage> {
  const { companyId } = await loadEmployer(db, user);
  const filter = { skills: parseSkillList(query.skills), camp: query.camp, minExperience: query.minExperience };
  const { rows, total } = await searchCandidates(db, filter, query.page, query.pageSize);
  const invited = companyId
    ? await listInvitedJobIds(
        db,
        companyId,
        rows.map((row) => row.id),
      )
    : [];
  return {
    items: rows.map((row) => ({
      id: row.id,
      displayName: candidateDisplayName(row.firstName, row.lastName),
      skills: combinedSkills(row.profileSkills, row.skillAreas ?? []),
      camp: row.camp,
      experienceYears: row.experienceYears,
      invitedJobIds: invited.filter((entry) => entry.beneficiaryId === row.id).map((entry) => entry.jobId),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** Invites a discoverable person to one of my open postings, once per posting. */
export async function inviteCandidate(
  db: Database,
  user: CurrentUser | null,
  beneficiaryId: string,
  input: InviteCandidateInput,
) {
  const { companyId } = await loadEmployer(db, user);
  if (!isUuid(beneficiaryId) || !(await isDiscoverable(db, beneficiaryId))) {
    throw new AppError('not_found', 'errors:hiring.candidateNotFound');
  }
  const job = companyId ? await findCompanyJob(db, companyId, input.jobId) : null;
  if (!job) throw new AppError('not_found', 'errors:hiring.jobNotFound');
  if (job.status !== 'open') throw new AppError('conflict', 'errors:hiring.jobNotOpen');
  const invitation = await insertInvitation(db, {
    jobId: job.id,
    beneficiaryId,
    message: input.message?.trim() || null,
  });
  if (!invitation) throw new AppError('conflict', 'errors:hiring.alreadyInvited');
  return {
    id: invitation.id,
    jobId: invitation.jobId,
    status: invitation.status,
    createdAt: invitation.createdAt.toISOString(),
  };
}
