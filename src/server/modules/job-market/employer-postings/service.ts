import {
  canChangeJobStatus,
  effectiveJobStatus,
  isDeadlinePassed,
  type JobPosting,
  type JobPostingsPage,
  type JobPostingValues,
  type NewJobPostingValues,
} from '@domain/job-posting';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { requireOwnCompany } from '@server/modules/employers';
import {
  findCompanyJob,
  insertJob,
  listCompanyJobs,
  updateCompanyJob,
  type JobValues,
  type JobWithCounts,
} from './queries';
import { isUuid } from '@domain/ids';

export function toJobPosting(row: JobWithCounts, now: Date = new Date()): JobPosting {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    location: row.location,
    employmentType: row.employmentType,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    currency: row.currency,
    experienceYears: row.experienceYears,
    educationRequirements: row.educationRequirements,
    applicationDeadline: row.applicationDeadline,
    positionsAvailable: row.positionsAvailable,
    requiredSkills: row.requiredSkills,
    status: effectiveJobStatus(row.status, row.applicationDeadline, now),
    postedAt: row.postedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    viewsCount: row.viewsCount,
    applicationsCount: row.applicationsCount,
    filledCount: row.filledCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** Skills are compared without case so "Masonry" and "masonry " count once. */
function distinctSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const toValues = (input: JobPostingValues): Omit<JobValues, 'status'> => ({
  ...input,
  requirements: emptyToNull(input.requirements),
  educationRequirements: emptyToNull(input.educationRequirements),
  requiredSkills: distinctSkills(input.requiredSkills),
});

async function ownJob(db: Database, companyId: string, id: string): Promise<JobWithCounts> {
  const row = isUuid(id) ? await findCompanyJob(db, companyId, id) : null;
  if (!row) throw new AppError('not_found', 'errors:jobNotFound');
  return row;
}

export async function listOwnJobs(
  db: Database,
  user: CurrentUser | null,
  page: number,
  pageSize: number,
): Promise<JobPostingsPage> {
  const company = await requireOwnCompany(db, user);
  const { rows, total } = await listCompanyJobs(db, company.id, page, pageSize);
  const now = new Date();
  return { items: rows.map((row) => toJobPosting(row, now)), page, pageSize, total };
}

export async function getOwnJob(db: Database, user: CurrentUser | null, id: string): Promise<JobPosting> {
  const company = await requireOwnCompany(db, user);
  return toJobPosting(await ownJob(db, company.id, id));
}

/** A company may post before staff verified it; beneficiaries see its postings only after. */
export async function createJob(
  db: Database,
  user: CurrentUser | null,
  input: NewJobPostingValues,
): Promise<JobPosting> {
  const company = await requireOwnCompany(db, user);
  const { status, ...fields } = input;
  const row = await insertJob(db, company.id, {
    ...toValues(fields),
    status,
    postedAt: status === 'open' ? new Date() : null,
  });
  return toJobPosting({ ...row, applicationsCount: 0, filledCount: 0 });
}

export async function updateJob(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: JobPostingValues,
): Promise<JobPosting> {
  const company = await requireOwnCompany(db, user);
  await ownJob(db, company.id, id);
  await updateCompanyJob(db, company.id, id, toValues(input));
  return toJobPosting(await ownJob(db, company.id, id));
}

/** Spec section 4: draft to open, open to closed, closed to open again while the deadline is ahead. */
export async function changeJobStatus(
  db: Database,
  user: CurrentUser | null,
  id: string,
  to: 'open' | 'closed',
): Promise<JobPosting> {
  const company = await requireOwnCompany(db, user);
  const job = await ownJob(db, company.id, id);
  const now = new Date();
  const from = effectiveJobStatus(job.status, job.applicationDeadline, now);
  if (!canChangeJobStatus(from, to, job.applicationDeadline, now)) {
    const reopening = to === 'open' && from !== 'open' && isDeadlinePassed(job.applicationDeadline, now);
    throw new AppError('conflict', reopening ? 'errors:jobReopenDeadlinePassed' : 'errors:jobStatusChangeNotAllowed');
  }
  await updateCompanyJob(
    db,
    company.id,
    id,
    to === 'open'
      ? { status: 'open', postedAt: job.postedAt ?? now, closedAt: null }
      : { status: 'closed', closedAt: now },
  );
  return toJobPosting(await ownJob(db, company.id, id));
}
