import {
  canMoveApplication,
  canScheduleInterview,
  EVENT_FOR_STATUS,
  interviewInstant,
  type EmployerApplicationDetail,
  type HireApplicationInput,
  type RejectApplicationInput,
  type ScheduleInterviewInput,
} from '@domain/job-application-status';
import type { JobApplicationStatus } from '@domain/jobs';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { insertEvent, insertNote, lockJobForHire, updateApplication, type ApplicationValues } from './queries';
import { detailOf, loadEmployer, loadMyApplication } from './service';

/*
 * What an employer does with an application. Each change and its
 * job_application_events row are written together, so the applicant's Job
 * Search never shows a step that did not happen (or misses one that did).
 */

type TargetStatus = Exclude<JobApplicationStatus, 'submitted'>;

async function moveApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
  to: TargetStatus,
  values: ApplicationValues = {},
): Promise<EmployerApplicationDetail> {
  const employer = await loadEmployer(db, user);
  return db.transaction(async (tx) => {
    const row = await loadMyApplication(tx, employer, id);
    const from = row.application.status;
    if (!canMoveApplication(from, to)) {
      throw new AppError('conflict', 'errors:hiring.transitionNotAllowed');
    }
    if (to === 'hired') {
      const { positionsAvailable, positionsFilled } = await lockJobForHire(tx, row.application.jobId);
      if (positionsFilled >= positionsAvailable) {
        throw new AppError('conflict', 'errors:hiring.positionsFilled', { params: { positions: positionsAvailable } });
      }
    }
    if (!(await updateApplication(tx, id, from, { ...values, status: to }))) {
      throw new AppError('conflict', 'errors:hiring.changedMeanwhile');
    }
    await insertEvent(tx, { applicationId: id, status: to, event: EVENT_FOR_STATUS[to], actorUserId: employer.userId });
    return detailOf(tx, await loadMyApplication(tx, employer, id));
  });
}

export const markReviewed = (db: Database, user: CurrentUser | null, id: string) =>
  moveApplication(db, user, id, 'reviewed');

export const shortlistApplication = (db: Database, user: CurrentUser | null, id: string) =>
  moveApplication(db, user, id, 'shortlisted');

export const rejectApplication = (db: Database, user: CurrentUser | null, id: string, input: RejectApplicationInput) =>
  moveApplication(db, user, id, 'rejected', { rejectionReason: input.reason?.trim() || null });

export const hireApplicant = (db: Database, user: CurrentUser | null, id: string, input: HireApplicationInput) =>
  moveApplication(db, user, id, 'hired', { hiredStartDate: input.startDate });

/** An interview keeps the status as it is; the applicant sees it as its own step. */
export async function scheduleInterview(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: ScheduleInterviewInput,
): Promise<EmployerApplicationDetail> {
  const employer = await loadEmployer(db, user);
  return db.transaction(async (tx) => {
    const row = await loadMyApplication(tx, employer, id);
    const status = row.application.status;
    if (!canScheduleInterview(status)) throw new AppError('conflict', 'errors:hiring.interviewClosed');
    const values = { interviewAt: interviewInstant(input), interviewLocation: input.location };
    if (!(await updateApplication(tx, id, status, values)))
      throw new AppError('conflict', 'errors:hiring.changedMeanwhile');
    await insertEvent(tx, { applicationId: id, status, event: 'interview_scheduled', actorUserId: employer.userId });
    return detailOf(tx, await loadMyApplication(tx, employer, id));
  });
}

export async function rateApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
  rating: number,
): Promise<EmployerApplicationDetail> {
  const employer = await loadEmployer(db, user);
  const row = await loadMyApplication(db, employer, id);
  if (!(await updateApplication(db, id, row.application.status, { rating })))
    throw new AppError('conflict', 'errors:hiring.changedMeanwhile');
  return detailOf(db, await loadMyApplication(db, employer, id));
}

export async function addApplicationNote(
  db: Database,
  user: CurrentUser | null,
  id: string,
  body: string,
): Promise<EmployerApplicationDetail> {
  const employer = await loadEmployer(db, user);
  const row = await loadMyApplication(db, employer, id);
  await insertNote(db, { applicationId: id, authorUserId: employer.userId, body });
  return detailOf(db, row);
}
