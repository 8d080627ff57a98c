import type { CurrentUser } from '@domain/me';
import {
  APPLICATION_FILTERS,
  draftCompletion,
  STATUSES_BY_FILTER,
  type ApplicationDetail,
  type ApplicationDraftData,
  type ApplicationFilter,
  type ApplicationForm,
  type ApplicationsPage,
  type SaveDraftInput,
} from '@domain/programme-application';
import { answerIssues, documentIssues } from '@domain/programmes/application-answers';
import { applicationTypeOfKind } from '@domain/programmes/programme-design';
import { isUuid } from '@domain/ids';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { runOnce } from '@server/platform/idempotency';
import { selectionStateOf, selectionStatesOf } from '../selection/waiting-rank';
import { attachedDocuments, findOwnDocuments } from './document-queries';
import { toDetail, toSummary } from './mappers';
import type { ProgrammeRow } from './programme-queries';
import {
  countByStatus,
  findOpenApplication,
  findOwnApplication,
  insertApplication,
  isUniqueViolation,
  pageOfApplications,
  updateOwnDraft,
  type NewApplication,
  type OwnApplicationRow,
} from './queries';
import { prepareSubmission, requireOffered, requireProgramme, storeSubmissionExtras } from './submission';
import { requirePortal } from '@server/auth/guards';

const notFound = () => new AppError('not_found', 'errors:applicationNotFound');

export interface ListRequest {
  status: ApplicationFilter;
  page: number;
  pageSize: number;
}

export async function listOwnApplications(
  db: Database,
  user: CurrentUser | null,
  request: ListRequest,
  language: string,
): Promise<ApplicationsPage> {
  const person = await loadOwnBeneficiary(db, user);
  const { status, page, pageSize } = request;
  const [byStatus, rows] = await Promise.all([
    countByStatus(db, person.id),
    pageOfApplications(db, {
      beneficiaryId: person.id,
      statuses: STATUSES_BY_FILTER[status],
      language,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
  ]);
  const selections = await selectionStatesOf(
    db,
    rows.map((row) => row.id),
  );
  const countOf = (filter: ApplicationFilter) =>
    STATUSES_BY_FILTER[filter].reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  const counts = Object.fromEntries(
    APPLICATION_FILTERS.map((filter) => [filter, countOf(filter)]),
  ) as ApplicationsPage['counts'];
  return {
    items: rows.map((row) => toSummary(row, selections.get(row.id))),
    page,
    pageSize,
    total: counts[status],
    counts,
  };
}

async function loadOwnRow(db: Database, beneficiaryId: string, id: string, language: string) {
  const row = isUuid(id) ? await findOwnApplication(db, beneficiaryId, id, language) : null;
  if (!row) throw notFound();
  return row;
}

/** One of the person's applications with its place, its answers and its documents (a draft's: those chosen so far). */
async function detailOf(db: Database, beneficiaryId: string, id: string, language: string): Promise<ApplicationDetail> {
  const row = await loadOwnRow(db, beneficiaryId, id, language);
  const chosen = (row.applicationData as ApplicationDraftData).documentIds ?? [];
  const [selection, documents] = await Promise.all([
    selectionStateOf(db, row.id),
    row.status === 'draft' ? findOwnDocuments(db, beneficiaryId, chosen) : attachedDocuments(db, row.id),
  ]);
  return toDetail(row, { selection, documents, language });
}

export async function getOwnApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: string,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  return detailOf(db, person.id, id, language);
}

/** One open application per programme: say which kind is in the way, so the person knows where to look. */
async function requireNoOpenApplication(
  db: Database,
  beneficiaryId: string,
  programId: string,
  exceptId?: string,
): Promise<void> {
  const open = await findOpenApplication(db, beneficiaryId, programId, exceptId);
  if (open) throw new AppError('conflict', open.status === 'draft' ? 'errors:draftExists' : 'errors:alreadyApplied');
}

/** The unique index settles two requests racing past the check above. */
async function guardRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'errors:alreadyApplied');
    throw error;
  }
}

/**
 * A draft keeps whatever was typed; its completion counts a step only when it also satisfies the programme
 * (its required questions answered, its required documents chosen among the person's usable ones).
 */
async function draftValues(
  db: Database,
  beneficiaryId: string,
  input: SaveDraftInput,
  programme: ProgrammeRow,
): Promise<Partial<NewApplication>> {
  const documents = await findOwnDocuments(db, beneficiaryId, input.data.documentIds ?? []);
  const usable = documents.filter((document) => document.status !== 'rejected');
  return {
    programId: input.programId,
    programType: applicationTypeOfKind(programme.kind),
    applicationData: input.data,
    draftStep: input.step,
    completionPercentage: draftCompletion(input.programId, input.data, {
      2: answerIssues(programme.questions, input.data.answers).length === 0,
      3: documentIssues(programme.requiredDocumentTypes, usable).length === 0,
    }),
  };
}

type Language = { language: string };

/** How a submission is asked for: in the reader's language, with the client's Idempotency-Key if it sent one. */
export interface SubmitRequest extends Language {
  requestKey?: string;
}

/**
 * A submission sent again with the same key (a phone that lost the answer on a dropped line, an outbox
 * sending what was queued offline) answers the first one's application instead of making a second or
 * refusing with "already applied". With a key, every check and write runs in one transaction that holds
 * the key, so a repeat arriving meanwhile waits and then finds the first answer.
 */
async function submitOnce(
  db: Database,
  userId: string,
  requestKey: string | undefined,
  submit: (db: Database) => Promise<string>,
): Promise<string> {
  if (!requestKey) return submit(db);
  return db.transaction((tx) =>
    runOnce(tx, { userId, scope: 'application-submit', key: requestKey }, () => submit(tx)),
  );
}

export async function createDraft(
  db: Database,
  user: CurrentUser | null,
  input: SaveDraftInput,
  { language }: Language,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  const programme = await requireProgramme(db, input.programId);
  requireOffered(programme);
  await requireNoOpenApplication(db, person.id, input.programId);
  const values = await draftValues(db, person.id, input, programme);
  const id = await guardRace(() =>
    insertApplication(db, { ...values, beneficiaryId: person.id, status: 'draft' } as NewApplication),
  );
  return detailOf(db, person.id, id, language);
}

interface DraftChange {
  values: Partial<NewApplication>;
  /** Written in the same transaction as the change (a submission's documents and score history). */
  alsoWrite?: (tx: Database, id: string) => Promise<void>;
}

/** Changes a draft of one's own: the answers so far, or submits it. Anything already submitted is final. */
async function changeOwnDraft(
  db: Database,
  user: CurrentUser | null,
  id: string,
  change: (beneficiaryId: string, existing: OwnApplicationRow) => Promise<DraftChange>,
  language: string,
): Promise<string> {
  const person = await loadOwnBeneficiary(db, user);
  const existing = await loadOwnRow(db, person.id, id, language);
  if (existing.status !== 'draft') throw new AppError('conflict', 'errors:applicationNotDraft');
  const { values, alsoWrite } = await change(person.id, existing);
  await requireNoOpenApplication(db, person.id, values.programId as string, id);
  await guardRace(() =>
    db.transaction(async (tx) => {
      const updated = await updateOwnDraft(tx, person.id, id, values);
      if (!updated) throw new AppError('conflict', 'errors:applicationNotDraft');
      await alsoWrite?.(tx, id);
    }),
  );
  return id;
}

export async function saveDraft(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: SaveDraftInput,
  { language }: Language,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  await changeOwnDraft(
    db,
    user,
    id,
    async (beneficiaryId, existing) => {
      const programme = await requireProgramme(db, input.programId);
      // Moving a draft to another programme is starting one there: only while that programme is offered.
      if (programme.id !== existing.programId) requireOffered(programme);
      return { values: await draftValues(db, beneficiaryId, input, programme) };
    },
    language,
  );
  return detailOf(db, person.id, id, language);
}

export async function submitDraft(
  db: Database,
  user: CurrentUser | null,
  id: string,
  form: ApplicationForm,
  { language, requestKey }: SubmitRequest,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  const submittedId = await submitOnce(db, requirePortal(user, 'beneficiary').id, requestKey, (db) =>
    changeOwnDraft(
      db,
      user,
      id,
      async (beneficiaryId) => {
        const submission = await prepareSubmission(db, beneficiaryId, form);
        return {
          values: submission.values,
          alsoWrite: (tx, applicationId) => storeSubmissionExtras(tx, applicationId, submission),
        };
      },
      language,
    ),
  );
  return detailOf(db, person.id, submittedId, language);
}

/** Applying in one go, without a draft (what the spec's client does). */
export async function submitApplication(
  db: Database,
  user: CurrentUser | null,
  form: ApplicationForm,
  { language, requestKey }: SubmitRequest,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  const id = await submitOnce(db, requirePortal(user, 'beneficiary').id, requestKey, async (db) => {
    const submission = await prepareSubmission(db, person.id, form);
    await requireNoOpenApplication(db, person.id, form.programId);
    return guardRace(() =>
      db.transaction(async (tx) => {
        const applicationId = await insertApplication(tx, {
          ...submission.values,
          beneficiaryId: person.id,
        } as NewApplication);
        await storeSubmissionExtras(tx, applicationId, submission);
        return applicationId;
      }),
    );
  });
  return detailOf(db, person.id, id, language);
}
