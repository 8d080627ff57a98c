import {
  parseSkillsFilter,
  type JobApplyInput,
  type JobPostingDetail,
  type JobPostingView,
  type JobSearchQuery,
  type MyJobApplication,
  type MyJobInvitation,
  type Page,
} from '@domain/job-search';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { isUniqueViolation } from '@server/db/unique-violation';
import { loadOwnBeneficiary } from '@server/modules/registry';
import {
  declineInvitation,
  eventsOf,
  findMyApplication,
  insertApplication,
  listMyApplications,
  listPendingInvitations,
  myApplicationIds,
  type MyApplicationRow,
} from './application-queries';
import { loadCandidate, toPostingDetail, toPostingView } from './candidate';
import {
  countView,
  findPostingsByIds,
  findVisiblePosting,
  invitedJobIds,
  listVisiblePostings,
  ownsDocument,
  visiblePosting,
} from './queries';
import { isUuid } from '@domain/ids';

const jobNotFound = () => new AppError('not_found', 'errors:jobSearchJobNotFound');

export async function searchPostings(
  db: Database,
  user: CurrentUser | null,
  query: JobSearchQuery,
): Promise<Page<JobPostingView>> {
  const person = await loadOwnBeneficiary(db, user);
  const filters = {
    location: query.location || undefined,
    employmentType: query.employmentType,
    skills: parseSkillsFilter(query.skills).map((skill) => skill.toLocaleLowerCase('en')),
  };
  const [{ rows, total }, candidate] = await Promise.all([
    listVisiblePostings(db, filters, query.page, query.pageSize),
    loadCandidate(db, person),
  ]);
  const jobIds = rows.map((row) => row.posting.id);
  const [applied, invited] = await Promise.all([
    myApplicationIds(db, person.id, jobIds),
    invitedJobIds(db, person.id, jobIds),
  ]);
  const items = rows.map((row) =>
    toPostingView(row, candidate.facts, applied.get(row.posting.id) ?? null, invited.has(row.posting.id)),
  );
  return { items, page: query.page, pageSize: query.pageSize, total };
}

async function loadVisible(db: Database, id: string) {
  const row = isUuid(id) ? await findVisiblePosting(db, id) : null;
  if (!row) throw jobNotFound();
  return row;
}

export async function getPosting(db: Database, user: CurrentUser | null, id: string): Promise<JobPostingDetail> {
  const person = await loadOwnBeneficiary(db, user);
  const row = await loadVisible(db, id);
  await countView(db, row.posting.id);
  const [candidate, applied, invited] = await Promise.all([
    loadCandidate(db, person),
    myApplicationIds(db, person.id, [row.posting.id]),
    invitedJobIds(db, person.id, [row.posting.id]),
  ]);
  return toPostingDetail(row, candidate.facts, applied.get(row.posting.id) ?? null, invited.has(row.posting.id));
}

export async function applyToPosting(
  db: Database,
  user: CurrentUser | null,
  jobId: string,
  input: JobApplyInput,
): Promise<MyJobApplication> {
  const person = await loadOwnBeneficiary(db, user);
  const row = await loadVisible(db, jobId);
  if ((await myApplicationIds(db, person.id, [jobId])).size > 0)
    throw new AppError('conflict', 'errors:jobSearchAlreadyApplied');
  const cvDocumentId = input.cvDocumentId ?? null;
  if (cvDocumentId && !(await ownsDocument(db, person.id, cvDocumentId))) {
    throw new AppError('not_found', 'errors:jobSearchCvNotFound', {
      fields: [{ path: 'cvDocumentId', message: 'errors:jobSearchCvNotFound' }],
    });
  }
  const { snapshot } = await loadCandidate(db, person);
  let id: string;
  try {
    id = await insertApplication(db, person.id, row.posting.id, person.userId, {
      ...snapshot,
      coverLetter: input.coverLetter,
      cvDocumentId,
    });
  } catch (error) {
    // The unique index settles two requests racing past the check above.
    if (isUniqueViolation(error)) throw new AppError('conflict', 'errors:jobSearchAlreadyApplied');
    throw error;
  }
  return (await toApplications(db, [(await findMyApplication(db, person.id, id))!]))[0]!;
}

async function toApplications(db: Database, rows: MyApplicationRow[]): Promise<MyJobApplication[]> {
  const events = await eventsOf(
    db,
    rows.map((row) => row.application.id),
  );
  return rows.map(({ application, jobTitle, location, companyName }) => ({
    id: application.id,
    jobId: application.jobId,
    jobTitle,
    companyName,
    location,
    status: application.status,
    appliedAt: application.createdAt.toISOString(),
    coverLetter: application.coverLetter,
    timeline: events
      .filter((step) => step.applicationId === application.id)
      .map((step) => ({ event: step.event, at: step.createdAt.toISOString() })),
    interviewAt: application.interviewAt?.toISOString() ?? null,
    interviewLocation: application.interviewLocation,
    rejectionReason: application.status === 'rejected' ? application.rejectionReason : null,
    hiredStartDate: application.status === 'hired' ? application.hiredStartDate : null,
  }));
}

export async function listOwnApplications(
  db: Database,
  user: CurrentUser | null,
  page: number,
  pageSize: number,
): Promise<Page<MyJobApplication>> {
  const person = await loadOwnBeneficiary(db, user);
  const { rows, total } = await listMyApplications(db, person.id, page, pageSize);
  return { items: await toApplications(db, rows), page, pageSize, total };
}

export async function getOwnApplication(db: Database, user: CurrentUser | null, id: string): Promise<MyJobApplication> {
  const person = await loadOwnBeneficiary(db, user);
  const row = isUuid(id) ? await findMyApplication(db, person.id, id) : null;
  if (!row) throw new AppError('not_found', 'errors:jobSearchApplicationNotFound');
  return (await toApplications(db, [row]))[0]!;
}

export async function listOwnInvitations(
  db: Database,
  user: CurrentUser | null,
): Promise<{ items: MyJobInvitation[] }> {
  const person = await loadOwnBeneficiary(db, user);
  const invitations = await listPendingInvitations(db, person.id, visiblePosting());
  const [postings, candidate] = await Promise.all([
    findPostingsByIds(
      db,
      invitations.map((invitation) => invitation.jobId),
    ),
    loadCandidate(db, person),
  ]);
  const byId = new Map(postings.map((row) => [row.posting.id, row]));
  return {
    items: invitations.map((invitation) => ({
      id: invitation.id,
      message: invitation.message,
      invitedAt: invitation.createdAt.toISOString(),
      job: toPostingView(byId.get(invitation.jobId)!, candidate.facts, null, true),
    })),
  };
}

export async function declineOwnInvitation(db: Database, user: CurrentUser | null, id: string): Promise<void> {
  const person = await loadOwnBeneficiary(db, user);
  const declined = isUuid(id) && (await declineInvitation(db, person.id, id));
  if (!declined) throw new AppError('not_found', 'errors:jobSearchInvitationNotFound');
}
