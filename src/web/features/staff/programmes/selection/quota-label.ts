import type { TFunction } from 'i18next';
import type { ProgrammeQuota } from '@domain/programmes/programme-design';

/** "Women", "Kakuma", or the nationality code as the registry writes it. */
export function quotaGroupLabel(t: TFunction<'staff-selection'>, quota: Pick<ProgrammeQuota, 'dimension' | 'value'>) {
  if (quota.dimension === 'camp') return t(`camps.${quota.value}`, { defaultValue: quota.value });
  if (quota.dimension === 'gender') return t(`genders.${quota.value}`, { defaultValue: quota.value });
  return quota.value;
}

/** "Women: 12 of at least 30" - the figure and the bound a quota sets. */
export function quotaFillText(t: TFunction<'staff-selection'>, quota: ProgrammeQuota, filled: number): string {
  const group = quotaGroupLabel(t, quota);
  if (quota.minPlaces !== undefined && quota.maxPlaces !== undefined)
    return t('quota.range', { group, filled, min: quota.minPlaces, max: quota.maxPlaces });
  if (quota.minPlaces !== undefined) return t('quota.min', { group, filled, min: quota.minPlaces });
  if (quota.maxPlaces !== undefined) return t('quota.max', { group, filled, max: quota.maxPlaces });
  return t('quota.open', { group, filled });
}

/** How full the quota is, as a percentage of the bound that matters (the minimum first). */
export function quotaPercent(quota: ProgrammeQuota, filled: number): number {
  const target = quota.minPlaces ?? quota.maxPlaces;
  if (!target) return filled > 0 ? 100 : 0;
  return (filled / target) * 100;
}
