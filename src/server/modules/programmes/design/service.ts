import type { CurrentUser } from '@domain/me';
import type { Page } from '@domain/paging';
import type { ProgrammeStatus } from '@domain/programmes/programme-design';
import type {
  ProgrammeFormulaVersion,
  StaffProgramme,
  StaffProgrammeSummary,
} from '@domain/programmes/programme-views';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { toFormulaVersion, toStaffProgramme, toStaffProgrammeSummary } from './mappers';
import {
  findFormulaRow,
  findProgramme,
  linkedProjects,
  listFormulaRows,
  listProgrammeRows,
  type ProgrammeRow,
} from './queries';
import { applicationCounts, programmeStats } from './stats-queries';

/*
 * Reading programmes: any approved staff member may read their organisation's programmes (the lead agency's
 * whole-registry staff read them all), so that reviewers see the rules and the formula their queue is
 * ranked by. Another organisation's programme answers 404, as one that does not exist.
 */

export async function listProgrammes(
  db: Database,
  reader: CurrentUser,
  query: { status?: ProgrammeStatus; page: number; pageSize: number },
  language: string,
): Promise<Page<StaffProgrammeSummary>> {
  const scope = staffScope(reader);
  const { rows, total } = await listProgrammeRows(db, scope, { status: query.status }, query.page, query.pageSize);
  const counts = await applicationCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) =>
      toStaffProgrammeSummary(row, language, counts.get(row.id) ?? { applications: 0, selected: 0 }),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

export async function requireProgramme(db: Database, reader: CurrentUser, id: string): Promise<ProgrammeRow> {
  const row = await findProgramme(db, staffScope(reader), id);
  if (!row) throw new AppError('not_found', 'errors:programmeNotFound');
  return row;
}

/** The whole programme as its page shows it, with live figures. */
export async function staffProgrammeOf(db: Database, row: ProgrammeRow): Promise<StaffProgramme> {
  const [formula, projects, stats] = await Promise.all([
    row.currentFormulaId ? findFormulaRow(db, row.currentFormulaId) : null,
    linkedProjects(db, row.id),
    programmeStats(db, row),
  ]);
  // Every programme is created with its first formula (and the migration gave the older ones theirs).
  if (!formula) throw new Error(`programme ${row.id} has no current formula`);
  return toStaffProgramme(row, formula, projects, stats);
}

export async function getProgramme(db: Database, reader: CurrentUser, id: string): Promise<StaffProgramme> {
  return staffProgrammeOf(db, await requireProgramme(db, reader, id));
}

export async function formulaHistory(
  db: Database,
  reader: CurrentUser,
  id: string,
): Promise<{ items: ProgrammeFormulaVersion[] }> {
  await requireProgramme(db, reader, id);
  return { items: (await listFormulaRows(db, id)).map(toFormulaVersion) };
}
