import {
  MAX_BUSINESSES_PER_PERSON,
  type BeneficiaryBusiness,
  type BusinessesPage,
  type BusinessInput,
} from '@domain/business';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { loadOwnBeneficiary } from '../beneficiary-profile/service';
import { countBusinesses, insertBusiness, listBusinesses, updateOwnBusiness, type BusinessRow } from './queries';
import { isUuid } from '@domain/ids';

function toBusiness(row: BusinessRow): BeneficiaryBusiness {
  return {
    id: row.id,
    name: row.name,
    sector: row.sector,
    location: row.location,
    startDate: row.startDate,
    status: row.status,
    employees: row.employees,
    monthlyRevenue: row.monthlyRevenue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The schema has trimmed the texts; an unanswered revenue is stored as unknown, not as zero. */
const toValues = (input: BusinessInput) => ({
  name: input.name,
  sector: input.sector,
  location: input.location,
  startDate: input.startDate,
  status: input.status,
  employees: input.employees,
  monthlyRevenue: input.monthlyRevenue ?? null,
});

export async function listOwnBusinesses(
  db: Database,
  user: CurrentUser | null,
  page: number,
  pageSize: number,
): Promise<BusinessesPage> {
  const person = await loadOwnBeneficiary(db, user);
  const { rows, total } = await listBusinesses(db, person.id, page, pageSize);
  return { items: rows.map(toBusiness), page, pageSize, total };
}

export async function registerBusiness(
  db: Database,
  user: CurrentUser | null,
  input: BusinessInput,
): Promise<BeneficiaryBusiness> {
  const person = await loadOwnBeneficiary(db, user);
  if ((await countBusinesses(db, person.id)) >= MAX_BUSINESSES_PER_PERSON) {
    throw new AppError('conflict', 'errors:businessLimitReached', { params: { max: MAX_BUSINESSES_PER_PERSON } });
  }
  return toBusiness(await insertBusiness(db, person.id, toValues(input)));
}

export async function updateBusiness(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: BusinessInput,
): Promise<BeneficiaryBusiness> {
  const person = await loadOwnBeneficiary(db, user);
  const row = isUuid(id) ? await updateOwnBusiness(db, person.id, id, toValues(input)) : null;
  if (!row) throw new AppError('not_found', 'errors:businessNotFound');
  return toBusiness(row);
}
