import type { CurrentUser } from '@domain/me';
import type { ExpenditureInput } from '@domain/project-input';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { recordAudit } from '@server/platform/audit-log';
import { insertExpenditure, listExpenditures } from './expenditure-queries';
import { requireProject } from './projects-service';

export async function listProjectExpenditures(
  db: Database,
  user: CurrentUser | null,
  projectId: string,
  page: number,
  pageSize: number,
) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  const { rows, total } = await listExpenditures(db, project.id, page, pageSize);
  const items = rows.map((row) => ({
    ...toExpenditure(row.expenditure),
    recordedBy: row.recorderFirstName ? `${row.recorderFirstName} ${row.recorderLastName ?? ''}`.trim() : null,
  }));
  return { items, page, pageSize, total };
}

function toExpenditure(row: { id: string; amount: number; description: string; spentOn: string; createdAt: Date }) {
  return {
    id: row.id,
    amount: row.amount,
    description: row.description,
    spentOn: row.spentOn,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function recordExpenditure(
  db: Database,
  user: CurrentUser | null,
  projectId: string,
  input: ExpenditureInput,
) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  return db.transaction(async (tx) => {
    const row = await insertExpenditure(tx, { projectId: project.id, ...input, recordedByUserId: staff.id });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'project.expenditure',
      targetType: 'project',
      targetId: project.id,
      details: { code: project.code, expenditureId: row.id, amount: row.amount },
    });
    return toExpenditure(row);
  });
}
