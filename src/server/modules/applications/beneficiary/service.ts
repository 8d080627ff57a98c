import type { CurrentUser } from '@domain/me';
import { normalizePhone } from '@domain/phone';
import { priorityScore } from '@domain/priority-score';
import {
  APPLICATION_FILTERS,
  applicationDataOf,
  draftCompletion,
  programTypeOf,
  STATUSES_BY_FILTER,
  type ApplicationDetail,
  type ApplicationFilter,
  type ApplicationForm,
  type ApplicationsPage,
  type Programme,
  type SaveDraftInput,
} from '@domain/programme-application';
import { requireUser } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError, type FieldIssue } from '@server/errors';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { toDetail, toProgramme, toSummary } from './mappers';
import {
  countByStatus,
  findOpenApplication,
  findOwnApplication,
  findProgramme,
  insertApplication,
  isUniqueViolation,
  listProgrammes,
  pageOfApplications,
  updateOwnDraft,
  type NewApplication,
} from './queries';
import { isUuid } from '@domain/ids';

const notFound = () => new AppError('not_found', 'errors:applicationNotFound');

export async function listProgrammesFor(
  db: Database,
  user: CurrentUser | null,
  language: string,
): Promise<Programme[]> {
  requireUser(user);
  return (await listProgrammes(db)).map((row) => toProgramme(row, language));
}

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
  const countOf = (filter: ApplicationFilter) =>
    STATUSES_BY_FILTER[filter].reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  const counts = Object.fromEntries(
    APPLICATION_FILTERS.map((filter) => [filter, countOf(filter)]),
  ) as ApplicationsPage['counts'];
  return { items: rows.map(toSummary), page, pageSize, total: counts[status], counts };
}

async function loadOwn(db: Database, beneficiaryId: string, id: string, language: string) {
  const row = isUuid(id) ? await findOwnApplication(db, beneficiaryId, id, language) : null;
  if (!row) throw notFound();
  return row;
}

export async function getOwnApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: string,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  return toDetail(await loadOwn(db, person.id, id, language));
}

async function requireProgramme(db: Database, programId: string): Promise<void> {
  if (await findProgramme(db, programId)) return;
  throw new AppError('validation', 'errors:programmeNotFound', {
    fields: [{ path: 'programId', message: 'errors:programmeNotFound' }],
  });
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

/** The stored form of a submission: details behind unticked boxes dropped, phones in E.164, the score computed here. */
function submission(form: ApplicationForm): Partial<NewApplication> {
  const issues: FieldIssue[] = [];
  const data = applicationDataOf(form);
  data.references = data.references.map((reference, index) => {
    const phone = normalizePhone(reference.phone);
    if (!phone) issues.push({ path: `references.${index}.phone`, message: 'validation:referencePhoneInvalid' });
    return { ...reference, phone: phone ?? reference.phone };
  });
  if (issues.length > 0) throw new AppError('validation', issues[0]!.message, { fields: issues });
  return {
    programId: form.programId,
    programType: programTypeOf(form.programId),
    status: 'submitted',
    applicationData: data,
    draftStep: null,
    completionPercentage: 100,
    priorityScore: priorityScore(form),
    applicationDate: new Date(),
  };
}

function draft(input: SaveDraftInput): Partial<NewApplication> {
  return {
    programId: input.programId,
    programType: programTypeOf(input.programId),
    applicationData: input.data,
    draftStep: input.step,
    completionPercentage: draftCompletion(input.programId, input.data),
  };
}

type Language = { language: string };

export async function createDraft(
  db: Database,
  user: CurrentUser | null,
  input: SaveDraftInput,
  { language }: Language,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  await requireProgramme(db, input.programId);
  await requireNoOpenApplication(db, person.id, input.programId);
  const id = await guardRace(() =>
    insertApplication(db, { ...draft(input), beneficiaryId: person.id, status: 'draft' } as NewApplication),
  );
  return toDetail(await loadOwn(db, person.id, id, language));
}

/** Changes a draft of one's own: the answers so far, or submits it. Anything already submitted is final. */
async function changeOwnDraft(
  db: Database,
  user: CurrentUser | null,
  id: string,
  changes: () => Partial<NewApplication>,
  language: string,
) {
  const person = await loadOwnBeneficiary(db, user);
  const existing = await loadOwn(db, person.id, id, language);
  if (existing.status !== 'draft') throw new AppError('conflict', 'errors:applicationNotDraft');
  const values = changes();
  await requireProgramme(db, values.programId as string);
  await requireNoOpenApplication(db, person.id, values.programId as string, id);
  const updated = await guardRace(() => updateOwnDraft(db, person.id, id, values));
  if (!updated) throw new AppError('conflict', 'errors:applicationNotDraft');
  return toDetail(await loadOwn(db, person.id, id, language));
}

export function saveDraft(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: SaveDraftInput,
  { language }: Language,
) {
  return changeOwnDraft(db, user, id, () => draft(input), language);
}

export function submitDraft(
  db: Database,
  user: CurrentUser | null,
  id: string,
  form: ApplicationForm,
  { language }: Language,
) {
  return changeOwnDraft(db, user, id, () => submission(form), language);
}

/** Applying in one go, without a draft (what the spec's client does). */
export async function submitApplication(
  db: Database,
  user: CurrentUser | null,
  form: ApplicationForm,
  { language }: Language,
): Promise<ApplicationDetail> {
  const person = await loadOwnBeneficiary(db, user);
  await requireProgramme(db, form.programId);
  const values = submission(form);
  await requireNoOpenApplication(db, person.id, form.programId);
  const id = await guardRace(() => insertApplication(db, { ...values, beneficiaryId: person.id } as NewApplication));
  return toDetail(await loadOwn(db, person.id, id, language));
}
