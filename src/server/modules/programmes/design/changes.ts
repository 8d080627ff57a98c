import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import {
  canMoveProgramme,
  type ProgrammeInput,
  type ProgrammeStatus,
  type programmeCreateSchema,
} from '@domain/programmes/programme-design';
import type { StaffProgramme } from '@domain/programmes/programme-views';
import { SPEC_PRIORITY_FORMULA } from '@domain/programmes/scoring-formula';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError, type FieldIssue } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import type * as z from 'zod/mini';
import { quotasBeyondPlaces, repeatedQuestionIds, unknownFormulaQuestions } from './design-checks';
import { organisationOf, requireProgrammeDesign } from './permission';
import { programmeIdFor } from './programme-id';
import {
  linkableProjectIds,
  insertFormula,
  insertProgramme,
  linkedProjects,
  linkProjects,
  lockProgramme,
  nextPosition,
  updateProgrammeRow,
  type ProgrammeRow,
  type ProgrammeValues,
} from './queries';
import { reevaluateOpenApplications } from './reassessment';
import { staffProgrammeOf } from './service';

/*
 * Creating, editing and opening or closing a programme. Each takes the programme design permission, runs
 * in one transaction with its audit entry, and names what changed (never anyone's personal data).
 */

type ProgrammeCreate = z.infer<typeof programmeCreateSchema>;

export function refuseInvalid(fields: FieldIssue[]): void {
  if (fields.length > 0) throw new AppError('validation', fields[0]!.message, { fields });
}

/** Projects that do not exist, or that the designer's organisation does not run, answer alike. */
async function unknownProjects(
  db: Database,
  actor: CurrentUser,
  projectIds: readonly string[],
  programmeId?: string,
): Promise<FieldIssue[]> {
  const found = await linkableProjectIds(db, staffScope(actor), projectIds.filter(isUuid), programmeId);
  return projectIds.flatMap((projectId, index) =>
    found.has(projectId) ? [] : [{ path: `projectIds.${index}`, message: 'errors:programmes.projectNotFound' }],
  );
}

function designValues(input: ProgrammeInput) {
  return {
    kind: input.kind,
    content: input.content,
    opensOn: input.opensOn,
    closesOn: input.closesOn,
    places: input.places,
    quotas: input.quotas,
    onePlacePerHousehold: input.onePlacePerHousehold,
    requiredDocumentTypes: input.requiredDocumentTypes,
    questions: input.questions,
    eligibilityRules: input.rules,
  } satisfies Partial<ProgrammeValues>;
}

/** JSON with its keys sorted: jsonb gives stored objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

export async function createProgramme(
  db: Database,
  actorUser: CurrentUser,
  input: ProgrammeCreate,
): Promise<{ id: string }> {
  const actor = requireProgrammeDesign(actorUser);
  const formula = input.formula ?? SPEC_PRIORITY_FORMULA;
  refuseInvalid([
    ...repeatedQuestionIds(input.questions),
    ...unknownFormulaQuestions(formula, input.questions),
    ...(await unknownProjects(db, actor, input.projectIds)),
  ]);
  return db.transaction(async (tx) => {
    const id = programmeIdFor(input.content.en.name);
    await insertProgramme(tx, {
      id,
      status: 'draft',
      position: await nextPosition(tx),
      createdBy: actor.id,
      organisation: organisationOf(actor),
      ...designValues(input),
    });
    const formulaId = await insertFormula(tx, { programmeId: id, version: 1, formula, createdBy: actor.id });
    await updateProgrammeRow(tx, id, { currentFormulaId: formulaId });
    await linkProjects(tx, id, input.projectIds);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'programme.create',
      targetType: 'programme',
      targetId: id,
      details: {
        kind: input.kind,
        places: input.places,
        rules: input.rules.length,
        questions: input.questions.length,
        projects: input.projectIds.length,
        formulaVersion: 1,
      },
    });
    return { id };
  });
}

/** A closed programme is history: its design and formula stay as they were when it ran. */
export async function lockChangeable(db: Database, actor: CurrentUser, id: string): Promise<ProgrammeRow> {
  const row = await lockProgramme(db, staffScope(actor), id);
  if (!row) throw new AppError('not_found', 'errors:programmeNotFound');
  if (row.status === 'closed') throw new AppError('conflict', 'errors:programmes.closed');
  return row;
}

export async function updateProgramme(
  db: Database,
  actorUser: CurrentUser,
  id: string,
  input: ProgrammeInput,
): Promise<StaffProgramme> {
  const actor = requireProgrammeDesign(actorUser);
  return db.transaction(async (tx) => {
    const before = await lockChangeable(tx, actor, id);
    refuseInvalid([
      ...repeatedQuestionIds(input.questions),
      ...(await unknownProjects(tx, actor, input.projectIds, id)),
    ]);
    const values = designValues(input);
    const changed: string[] = (Object.keys(values) as (keyof typeof values)[]).filter(
      (field) => canonical(values[field]) !== canonical(before[field]),
    );
    const projectsBefore = (await linkedProjects(tx, id)).map((project) => project.id).sort();
    if (canonical(projectsBefore) !== canonical([...new Set(input.projectIds)].sort())) changed.push('projects');
    const updated = await updateProgrammeRow(tx, id, values);
    await linkProjects(tx, id, input.projectIds);
    // Ages are counted on the closing date, so a new closing date can change a verdict as a new rule can.
    const judgedAgain =
      changed.includes('eligibilityRules') || changed.includes('closesOn')
        ? await reevaluateOpenApplications(tx, updated)
        : 0;
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'programme.update',
      targetType: 'programme',
      targetId: id,
      details: { changed, reevaluatedApplications: judgedAgain },
    });
    return staffProgrammeOf(tx, updated);
  });
}

export async function changeProgrammeStatus(
  db: Database,
  actorUser: CurrentUser,
  id: string,
  status: ProgrammeStatus,
): Promise<StaffProgramme> {
  const actor = requireProgrammeDesign(actorUser);
  return db.transaction(async (tx) => {
    const row = await lockProgramme(tx, staffScope(actor), id);
    if (!row) throw new AppError('not_found', 'errors:programmeNotFound');
    if (!canMoveProgramme(row.status, status)) throw new AppError('conflict', 'errors:programmes.statusNotAllowed');
    if (status === 'open') {
      refuseInvalid([
        ...(row.content.en?.name?.trim()
          ? []
          : [{ path: 'content.en.name', message: 'errors:programmes.openNeedsEnglishName' }]),
        ...quotasBeyondPlaces(row.places, row.quotas),
      ]);
    }
    const updated = await updateProgrammeRow(tx, id, { status });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'programme.status_change',
      targetType: 'programme',
      targetId: id,
      details: { from: row.status, to: status },
    });
    return staffProgrammeOf(tx, updated);
  });
}
