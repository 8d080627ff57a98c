import { CAMPS, GENDERS, NATIONALITIES } from '@domain/beneficiary-profile';
import type { QuotaDimension } from '@domain/programmes/programme-design';

/** The values a quota may name, and where their translated labels live (the registry's own labels). */
export const QUOTA_VALUE_OPTIONS: Record<QuotaDimension, { values: readonly string[]; labelKey: string }> = {
  camp: { values: CAMPS, labelKey: 'staff-registry:camps' },
  gender: { values: GENDERS, labelKey: 'staff-registry:genders' },
  nationality: { values: NATIONALITIES, labelKey: 'staff-registry:nationalities' },
};
