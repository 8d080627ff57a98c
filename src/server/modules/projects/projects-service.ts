import type { CurrentUser } from '@domain/me';
import {
  formatProjectCode,
  projectCodePrefix,
  projectInputSchema,
  type ProjectUpdate,
  type ProjectValues,
} from '@domain/project-input';
import { completionRate, percentOf } from '@domain/projects';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError, type FieldIssue } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import {
  codeInUse,
  findProject,
  findProjectWithFigures,
  highestCodeSequence,
  insertProject,
  listProjects,
  organisationExists,
  programmeExists,
  projectTotals,
  updateProject,
  type ProjectFilter,
  type ProjectRow,
} from './project-queries';
import { isUuid } from '@domain/ids';
import { toProjectDetails, toProjectSummary } from './project-view';

const MAX_SEQUENCE = 999;

export async function listProjectsForStaff(
  db: Database,
  user: CurrentUser | null,
  filter: ProjectFilter,
  page: number,
  pageSize: number,
) {
  const scope = staffScope(requirePortal(user, 'staff'));
  const { rows, total } = await listProjects(db, scope, filter, page, pageSize);
  return { items: rows.map((row) => toProjectSummary(row.project, row.figures)), page, pageSize, total };
}

export async function projectsSummary(db: Database, user: CurrentUser | null) {
  const totals = await projectTotals(db, staffScope(requirePortal(user, 'staff')));
  return {
    activeProjects: totals.activeProjects,
    totalBudget: totals.totalBudget,
    totalSpent: totals.totalSpent,
    percentSpent: percentOf(totals.totalSpent, totals.totalBudget),
    beneficiariesServed: totals.enrolled,
    completionRate: completionRate(totals.completed, totals.withdrawn),
  };
}

/** 404 for an id that is not a project in the staff member's scope (malformed ones included). */
export async function requireProject(db: Database, staff: CurrentUser, projectId: string): Promise<ProjectRow> {
  const project = isUuid(projectId) ? await findProject(db, staffScope(staff), projectId) : null;
  if (!project) throw new AppError('not_found', 'errors:projects.notFound');
  return project;
}

export async function getProjectDetails(db: Database, user: CurrentUser | null, projectId: string) {
  const scope = staffScope(requirePortal(user, 'staff'));
  const found = isUuid(projectId) ? await findProjectWithFigures(db, scope, projectId) : null;
  if (!found) throw new AppError('not_found', 'errors:projects.notFound');
  return toProjectDetails(found.project, found.figures);
}

function partnerRefused(message: string, params?: Record<string, string>): AppError {
  return new AppError('validation', message, { params, fields: [{ path: 'partner', message, params }] });
}

/**
 * A project belongs to an organisation on the platform, and staff run their own organisation's projects:
 * only lead-agency staff with the whole registry may name another partner (they coordinate every partner).
 */
async function checkPartner(db: Database, staff: CurrentUser, partner: string): Promise<void> {
  const scope = staffScope(staff);
  if (!scope.wholeRegistry && partner !== scope.organisation?.code)
    throw partnerRefused('validation:projects.partnerNotOwn', { organisation: scope.organisation?.code ?? '' });
  if (!(await organisationExists(db, partner))) throw partnerRefused('validation:projects.partnerUnknown');
}

/** Gives an empty code the next free one of its partner, type and start year; checks the programme. */
async function settleCode(db: Database, values: ProjectValues, exceptId?: string): Promise<string> {
  if (values.programmeId && !(await programmeExists(db, values.programmeId))) {
    throw new AppError('validation', 'errors:validation', {
      fields: [{ path: 'programmeId', message: 'validation:projects.programmeUnknown' }],
    });
  }
  if (values.code) {
    if (await codeInUse(db, values.code, exceptId))
      throw new AppError('conflict', 'errors:projects.codeTaken', { params: { code: values.code } });
    return values.code;
  }
  const year = values.startDate.slice(0, 4);
  const prefix = projectCodePrefix(values.partner, values.type, year);
  const next = (await highestCodeSequence(db, prefix)) + 1;
  if (next > MAX_SEQUENCE)
    throw new AppError('conflict', 'errors:projects.codeSequenceFull', { params: { stem: prefix } });
  return formatProjectCode(values.partner, values.type, year, next);
}

function columnsOf(values: ProjectValues, code: string) {
  return {
    code,
    name: values.name,
    description: values.description || null,
    partner: values.partner,
    type: values.type,
    location: values.location,
    programmeId: values.programmeId || null,
    targetBeneficiaries: values.targetBeneficiaries,
    budget: values.budget,
    startDate: values.startDate,
    endDate: values.endDate,
    status: values.status,
  };
}

/** Two people taking the same free code at once: the unique index decides, and the loser hears 409. */
function isCodeClash(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return text.includes('projects_code_key');
}

async function writeProject<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCodeClash(error)) throw new AppError('conflict', 'errors:projects.codeTaken', { params: { code } });
    throw error;
  }
}

export async function createProject(db: Database, user: CurrentUser | null, values: ProjectValues) {
  const staff = requirePortal(user, 'staff');
  await checkPartner(db, staff, values.partner);
  const code = await settleCode(db, values);
  const project = await writeProject(code, () =>
    db.transaction(async (tx) => {
      const row = await insertProject(tx, { ...columnsOf(values, code), createdByUserId: staff.id });
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'project.create',
        targetType: 'project',
        targetId: row.id,
        details: { code },
      });
      return row;
    }),
  );
  return getProjectDetails(db, user, project.id);
}

/** The edit is merged into the project and the whole is checked again, so a date or code rule cannot be broken in parts. */
export async function editProject(db: Database, user: CurrentUser | null, projectId: string, changes: ProjectUpdate) {
  const staff = requirePortal(user, 'staff');
  const current = await requireProject(db, staff, projectId);
  const { id: _id, createdByUserId: _creator, createdAt: _created, updatedAt: _updated, ...stored } = current;
  const merged = projectInputSchema.safeParse({ ...stored, ...changes, code: changes.code || current.code });
  if (!merged.success) {
    const fields: FieldIssue[] = merged.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('validation', fields[0]?.message ?? 'errors:validation', { fields });
  }
  if (merged.data.partner !== current.partner) await checkPartner(db, staff, merged.data.partner);
  const code = await settleCode(db, merged.data, current.id);
  const changed = Object.keys(changes).filter((key) => key !== 'code' || code !== current.code);
  await writeProject(code, () =>
    db.transaction(async (tx) => {
      await updateProject(tx, current.id, columnsOf(merged.data, code));
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'project.update',
        targetType: 'project',
        targetId: current.id,
        details: { code, changed },
      });
    }),
  );
  return getProjectDetails(db, user, current.id);
}
