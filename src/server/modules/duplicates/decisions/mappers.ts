import type { DuplicateAlertItem, DuplicatePerson } from '@domain/duplicate-alerts';
import { formatLocationCode } from '@domain/registry';
import type { AlertListRow, PersonJson } from './queries';

/** A person outside the reader's scope shows only as name, birth year, camp and ProGres ID. */
function toPerson(row: PersonJson, inScope: boolean): DuplicatePerson {
  const identity = {
    id: row.id,
    progresId: row.progresId,
    name: `${row.firstName} ${row.lastName}`,
    birthYear: row.dateOfBirth ? Number(row.dateOfBirth.slice(0, 4)) : null,
  };
  if (!inScope) {
    return { ...identity, dateOfBirth: null, phoneNumber: null, location: row.camp, householdId: null, limited: true };
  }
  return {
    ...identity,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    location: formatLocationCode({ camp: row.camp, area: row.area, block: row.block }),
    householdId: row.householdId,
    limited: false,
  };
}

/** json columns come back parsed from node-postgres but may come back as text elsewhere. */
const parsed = (value: PersonJson | string): PersonJson =>
  typeof value === 'string' ? (JSON.parse(value) as PersonJson) : value;

export function toAlertItem(row: AlertListRow): DuplicateAlertItem {
  return {
    id: row.id,
    riskScore: Number(row.riskScore),
    matchingFields: row.matchingFields,
    status: row.status,
    resolution: row.resolution,
    detectedOn: new Date(row.detectedAt).toISOString(),
    assignedTo: row.assignedId
      ? { id: row.assignedId, name: `${row.assignedFirstName ?? ''} ${row.assignedLastName ?? ''}`.trim() }
      : null,
    keptBeneficiaryId: row.keptId,
    beneficiary1: toPerson(parsed(row.a), row.aInScope),
    beneficiary2: toPerson(parsed(row.b), row.bInScope),
  };
}
