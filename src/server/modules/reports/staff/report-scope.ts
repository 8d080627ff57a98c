import { and, exists, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffScope } from '@domain/organisations';
import { personInScope, programmeInScope, projectInScope } from '@server/auth/staff-scope';
import { beneficiaries, programmes, projects } from '@server/db/schema';
import type { InstantRange } from './report-range';

/*
 * Reports count only what the reader may see: a partner's officer reads the figures of their own
 * caseload, never the whole registry's. Each condition is an EXISTS on its own alias, so it can be
 * added to any report query whatever it already joins.
 */

/** A report's period and the scope of the staff member reading it. */
export interface ScopedRange extends InstantRange {
  staff: StaffScope;
}

const scopedPerson = alias(beneficiaries, 'report_person');
const scopedProject = alias(projects, 'report_project');
const scopedProgramme = alias(programmes, 'report_programme');

/** The person a row names is in scope. */
export function personOfRowInScope(staff: StaffScope, beneficiaryId: Column): SQL | undefined {
  if (staff.wholeRegistry) return undefined;
  return exists(
    sql`(select 1 from ${beneficiaries} as ${scopedPerson} where ${scopedPerson.id} = ${beneficiaryId}
         and ${personInScope(staff, scopedPerson)})`,
  );
}

/** The project a row names is in scope. */
export function projectOfRowInScope(staff: StaffScope, projectId: Column): SQL | undefined {
  if (staff.wholeRegistry) return undefined;
  return exists(
    sql`(select 1 from ${projects} as ${scopedProject} where ${scopedProject.id} = ${projectId}
         and ${projectInScope(staff, scopedProject.partner)})`,
  );
}

/** The programme a row names is in scope. */
export function programmeOfRowInScope(staff: StaffScope, programmeId: Column): SQL | undefined {
  if (staff.wholeRegistry) return undefined;
  return exists(
    sql`(select 1 from ${programmes} as ${scopedProgramme} where ${scopedProgramme.id} = ${programmeId}
         and ${programmeInScope(staff, scopedProgramme.organisation)})`,
  );
}

/** A payment of a project counts with its project; one paid outside any project, with its person. */
export function paymentInScope(
  staff: StaffScope,
  payment: { projectId: Column; beneficiaryId: Column },
): SQL | undefined {
  if (staff.wholeRegistry) return undefined;
  return or(
    projectOfRowInScope(staff, payment.projectId),
    and(isNull(payment.projectId), personOfRowInScope(staff, payment.beneficiaryId)),
  );
}

/** An application counts when its programme or its person is in scope. */
export function applicationInScope(
  staff: StaffScope,
  application: { programmeId: Column; beneficiaryId: Column },
): SQL | undefined {
  if (staff.wholeRegistry) return undefined;
  return or(
    programmeOfRowInScope(staff, application.programmeId),
    personOfRowInScope(staff, application.beneficiaryId),
  );
}
