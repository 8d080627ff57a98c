import type { CAMPS } from './beneficiary-profile';

/*
 * The registry's identifiers and bands (ARCHITECTURE.md "Identifiers and
 * codes", spec section 9). The staff console, the importer and the tests all
 * read them from here.
 */

export type Camp = (typeof CAMPS)[number];

/** The areas of each camp; a location code is camp-area-block, e.g. DAD-IFO-B12. */
export const CAMP_AREAS: Record<Camp, readonly string[]> = {
  DAD: ['IFO', 'DAG', 'HAG'],
  KAK: ['KK1', 'KK2', 'KK3', 'KK4'],
  KAL: ['V1', 'V2', 'V3'],
  NBI: ['EST', 'KAS', 'KAW'],
};

export const REGISTRY_STATUSES = ['active', 'inactive', 'transferred'] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];

/** KEN-DAD-2019-004512: country (ISO alpha-3), camp code, registration year, 6-digit sequence. */
export const PROGRES_ID_PATTERN = /^[A-Z]{3}-[A-Z]{3}-(19|20)\d{2}-\d{6}$/;
/** DAD-IFO-B12: camp, area, block. */
export const LOCATION_CODE_PATTERN = /^(DAD|KAK|KAL|NBI)-[A-Z0-9]{2,3}-[A-Z0-9]{1,6}$/;

export interface LocationParts {
  camp: Camp;
  area: string;
  block: string;
}

/** Splits a location code whose area belongs to its camp; null when it does not. */
export function parseLocationCode(code: string): LocationParts | null {
  const normalised = code.trim().toUpperCase();
  if (!LOCATION_CODE_PATTERN.test(normalised)) return null;
  const [camp, area, block] = normalised.split('-') as [Camp, string, string];
  return CAMP_AREAS[camp].includes(area) ? { camp, area, block } : null;
}

export function formatLocationCode(parts: {
  camp: string | null;
  area: string | null;
  block: string | null;
}): string | null {
  if (!parts.camp) return null;
  return [parts.camp, parts.area, parts.block].filter(Boolean).join('-');
}

export const VULNERABILITY_BANDS = ['high', 'medium', 'low'] as const;
export type VulnerabilityBand = (typeof VULNERABILITY_BANDS)[number];
/** The score runs 0 to 5 with one decimal; 4.0 and over is high risk. */
export const MAX_VULNERABILITY_SCORE = 5;

/** Spec section 9: 4 or more High Risk; 3 up to 4 Medium Risk; below 3 Low Risk. */
export function vulnerabilityBand(score: number): VulnerabilityBand {
  if (score >= 4) return 'high';
  if (score >= 3) return 'medium';
  return 'low';
}

/** The score range [min, max) of a band, for filters that query the database. */
export const VULNERABILITY_BAND_RANGES: Record<VulnerabilityBand, { min: number; below: number | null }> = {
  high: { min: 4, below: null },
  medium: { min: 3, below: 4 },
  low: { min: 0, below: 3 },
};

export const DUPLICATE_RISK_BANDS = ['critical', 'high', 'medium', 'low'] as const;
export type DuplicateRiskBand = (typeof DUPLICATE_RISK_BANDS)[number];

/** Spec section 9: 0.9 or more Critical; 0.7 up to 0.9 High; 0.5 up to 0.7 Medium; below 0.5 Low. */
export function duplicateRiskBand(risk: number): DuplicateRiskBand {
  if (risk >= 0.9) return 'critical';
  if (risk >= 0.7) return 'high';
  if (risk >= 0.5) return 'medium';
  return 'low';
}

export const DUPLICATE_ALERT_STATUSES = ['pending', 'reviewing', 'resolved'] as const;
export type DuplicateAlertStatus = (typeof DUPLICATE_ALERT_STATUSES)[number];
export const DUPLICATE_RESOLUTIONS = ['confirmed_duplicate', 'not_duplicate'] as const;

/** Staff registry lists are paged by ten (spec section 9). */
export const STAFF_PAGE_SIZE = 10;
