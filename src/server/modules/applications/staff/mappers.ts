import type {
  AssignedStaffRef,
  ReviewProject,
  ReviewStatus,
  StaffApplicationItem,
  StaffRef,
} from '@domain/application-review';
import type { CAMPS } from '@domain/beneficiary-profile';
import { formatLocationCode } from '@domain/registry';
import type { ApplicationItemRow, ProjectRow } from './queries';

export const STAFF_DOCUMENT_FILE_URL = (id: string) => `/api/v1/staff/documents/${encodeURIComponent(id)}/file`;

export function staffRef(
  id: string | null,
  firstName: string | null,
  lastName: string | null,
  readerId: string,
): StaffRef | null {
  if (!id) return null;
  return { id, name: [firstName, lastName].filter(Boolean).join(' '), isYou: id === readerId };
}

export function toItem(row: ApplicationItemRow, readerId: string): StaffApplicationItem {
  const { person } = row;
  return {
    id: row.id,
    programId: row.programId,
    programName: row.programName,
    // The queries never return drafts.
    status: row.status as ReviewStatus,
    priorityScore: row.priorityScore,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    person: {
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      progresId: person.progresId,
      camp: (person.camp as (typeof CAMPS)[number] | null) ?? null,
      location: formatLocationCode({ camp: person.camp, area: person.area, block: person.block }),
    },
    assignedTo: assignedRef(
      staffRef(row.assignedToId, row.assignedFirstName, row.assignedLastName, readerId),
      row.assignedActive,
    ),
  };
}

export function toReviewProject(row: Pick<ProjectRow, 'id' | 'code' | 'name' | 'location' | 'status'>): ReviewProject {
  return { id: row.id, code: row.code, name: row.name, location: row.location, status: row.status };
}

function assignedRef(ref: StaffRef | null, active: boolean): AssignedStaffRef | null {
  return ref ? { ...ref, active } : null;
}
