import type { Readable } from 'node:stream';
import {
  APPLICATION_TABS,
  coverLetterPreview,
  TAB_STATUSES,
  type ApplicationTab,
  type ApplicationTabCounts,
  type EmployerApplication,
  type EmployerApplicationDetail,
  type EmployerApplicationsPage,
  type EmployerJobOption,
} from '@domain/job-application-status';
import { matchCandidate } from '@domain/job-matching';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { StoredFileNotFoundError, type FileStorage } from '@server/platform/storage/file-storage';
import { contentDisposition } from '@server/modules/documents';
import {
  countApplicationsByStatus,
  findApplicationRow,
  findCompanyIdOfOwner,
  findCvDocument,
  listApplicationRows,
  listCompanyJobs,
  listEvents,
  listNotes,
  type ApplicationListRow,
} from './queries';
import { isUuid } from '@domain/ids';

export interface Employer {
  userId: string;
  /** Null until the employer has created a company: they then have no applications. */
  companyId: string | null;
}

export async function loadEmployer(db: Database, user: CurrentUser | null): Promise<Employer> {
  const signedIn = requirePortal(user, 'employer');
  return { userId: signedIn.id, companyId: await findCompanyIdOfOwner(db, signedIn.id) };
}

export function toApplication({
  application: row,
  jobTitle,
  job,
  camp,
  area,
}: ApplicationListRow): EmployerApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle,
    status: row.status,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    applicantPhone: row.applicantPhone,
    applicantLocation: row.applicantLocation,
    applicantEducation: row.applicantEducation,
    experienceYears: row.applicantExperienceYears,
    skills: row.applicantSkills,
    coverLetterPreview: coverLetterPreview(row.coverLetter),
    rating: row.rating,
    hasResume: row.cvDocumentId !== null,
    appliedAt: row.createdAt.toISOString(),
    interviewAt: row.interviewAt?.toISOString() ?? null,
    interviewLocation: row.interviewLocation,
    hiredStartDate: row.hiredStartDate,
    rejectionReason: row.rejectionReason,
    // What the person sent, against what the posting asks; the place is where they live.
    match: matchCandidate(job, {
      skills: row.applicantSkills,
      experienceYears: row.applicantExperienceYears,
      camp,
      area,
    }),
  };
}

const EMPTY_COUNTS: ApplicationTabCounts = { all: 0, new: 0, reviewed: 0, rejected: 0, hired: 0 };

function tabCounts(byStatus: Map<string, number>): ApplicationTabCounts {
  const sum = (statuses: readonly string[]) =>
    statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0);
  const counts = { ...EMPTY_COUNTS, all: sum([...byStatus.keys()]) };
  for (const tab of APPLICATION_TABS) if (tab !== 'all') counts[tab] = sum(TAB_STATUSES[tab]);
  return counts;
}

export interface ApplicationListQuery {
  tab: ApplicationTab;
  jobId?: string;
  sort: 'newest' | 'match';
  page: number;
  pageSize: number;
}

export async function listMyApplications(
  db: Database,
  user: CurrentUser | null,
  query: ApplicationListQuery,
): Promise<EmployerApplicationsPage> {
  const { companyId } = await loadEmployer(db, user);
  const { page, pageSize } = query;
  if (!companyId || (query.jobId && !isUuid(query.jobId)))
    return { items: [], page, pageSize, total: 0, counts: EMPTY_COUNTS };
  const counts = tabCounts(await countApplicationsByStatus(db, companyId, query.jobId));
  const filter = { jobId: query.jobId, statuses: query.tab === 'all' ? undefined : TAB_STATUSES[query.tab] };
  const total = counts[query.tab];
  if (query.sort === 'match') {
    // Ranking needs every applicant's score; it is offered per posting, which keeps the set small.
    if (!query.jobId)
      throw new AppError('validation', 'validation:hiring.rankNeedsJob', {
        fields: [{ path: 'jobId', message: 'validation:hiring.rankNeedsJob' }],
      });
    const ranked = (await listApplicationRows(db, companyId, filter))
      .map(toApplication)
      .sort((a, b) => b.match.score - a.match.score);
    return { items: ranked.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total, counts };
  }
  const rows = await listApplicationRows(db, companyId, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map(toApplication), page, pageSize, total, counts };
}

/** One of my applications, or 404 whoever else's it is. */
export async function loadMyApplication(db: Database, employer: Employer, id: string): Promise<ApplicationListRow> {
  const row = employer.companyId && isUuid(id) ? await findApplicationRow(db, employer.companyId, id) : null;
  if (!row) throw new AppError('not_found', 'errors:hiring.applicationNotFound');
  return row;
}

export async function detailOf(db: Database, row: ApplicationListRow): Promise<EmployerApplicationDetail> {
  const [notes, events] = await Promise.all([listNotes(db, row.application.id), listEvents(db, row.application.id)]);
  return {
    ...toApplication(row),
    coverLetter: row.application.coverLetter,
    notes: notes.map((note) => ({ id: note.id, body: note.body, createdAt: note.createdAt.toISOString() })),
    events: events.map((event) => ({
      event: event.event,
      status: event.status,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

export async function getMyApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
): Promise<EmployerApplicationDetail> {
  const employer = await loadEmployer(db, user);
  return detailOf(db, await loadMyApplication(db, employer, id));
}

export async function listMyJobOptions(db: Database, user: CurrentUser | null): Promise<EmployerJobOption[]> {
  const { companyId } = await loadEmployer(db, user);
  return companyId ? listCompanyJobs(db, companyId) : [];
}

export interface ResumeFile {
  stream: Readable;
  mimeType: string;
  fileSize: number;
  disposition: string;
}

/** The CV the person chose to send, for the employer they sent it to only. */
export async function openApplicantResume(
  db: Database,
  storage: FileStorage,
  user: CurrentUser | null,
  id: string,
): Promise<ResumeFile> {
  const employer = await loadEmployer(db, user);
  const { application } = await loadMyApplication(db, employer, id);
  const document = application.cvDocumentId
    ? await findCvDocument(db, application.beneficiaryId, application.cvDocumentId)
    : null;
  if (!document) throw new AppError('not_found', 'errors:hiring.resumeNotFound');
  try {
    const stream = await storage.get(document.storageKey);
    return {
      stream,
      mimeType: document.mimeType,
      fileSize: document.fileSize,
      disposition: contentDisposition('attachment', document.documentName, document.mimeType),
    };
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) throw new AppError('not_found', 'errors:hiring.resumeNotFound');
    throw error;
  }
}
