import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPS, GENDERS, NATIONALITIES } from '@domain/beneficiary-profile';
import { VULNERABILITY_BANDS } from '@domain/registry';
import type { RegistryListQuery } from '@domain/registry-search';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { useProjectOptions } from './api/get-project-options';
import type { FilterKey } from './use-registry-params';

type MoreFilters = Pick<RegistryListQuery, 'camp' | 'gender' | 'nationality' | 'band' | 'projectId'> & {
  duplicateRisk?: boolean;
};
export const MORE_FILTER_KEYS = [
  'camp',
  'gender',
  'nationality',
  'band',
  'projectId',
  'duplicateRisk',
] as const satisfies FilterKey[];

interface MoreFiltersDialogProps {
  query: RegistryListQuery;
  onApply: (changes: Partial<Record<FilterKey, string | undefined>>) => void;
}

function OptionsSelect({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: { value: string; label: string }[];
  anyLabel: string;
}) {
  return (
    <FormField label={label}>
      <Select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** Location, gender, nationality, vulnerability band, duplicate risk and project: applied together. */
export function MoreFiltersDialog({ query, onApply }: MoreFiltersDialogProps) {
  const { t } = useTranslation('staff-registry');
  const projects = useProjectOptions();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MoreFilters>({});
  const active = MORE_FILTER_KEYS.filter((key) => query[key] !== undefined).length;
  const set = (changes: MoreFilters) => setDraft((current) => ({ ...current, ...changes }));
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const apply = (filters: MoreFilters) => {
    onApply(
      Object.fromEntries(
        MORE_FILTER_KEYS.map((key) => [key, filters[key] === undefined ? undefined : String(filters[key])]),
      ),
    );
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(Object.fromEntries(MORE_FILTER_KEYS.map((key) => [key, query[key]])));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          {active > 0 ? t('filters.moreCount', { count: active }) : t('filters.more')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('filters.title')}</DialogTitle>
        <DialogDescription>{t('filters.description')}</DialogDescription>
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionsSelect
            label={t('filters.camp')}
            anyLabel={t('filters.any')}
            value={draft.camp}
            onChange={(camp) => set({ camp: camp as MoreFilters['camp'] })}
            options={options(CAMPS, 'camps')}
          />
          <OptionsSelect
            label={t('filters.gender')}
            anyLabel={t('filters.any')}
            value={draft.gender}
            onChange={(gender) => set({ gender: gender as MoreFilters['gender'] })}
            options={options(GENDERS, 'genders')}
          />
          <OptionsSelect
            label={t('filters.nationality')}
            anyLabel={t('filters.any')}
            value={draft.nationality}
            onChange={(nationality) => set({ nationality: nationality as MoreFilters['nationality'] })}
            options={options(NATIONALITIES, 'nationalities')}
          />
          <OptionsSelect
            label={t('filters.band')}
            anyLabel={t('filters.any')}
            value={draft.band}
            onChange={(band) => set({ band: band as MoreFilters['band'] })}
            options={options(VULNERABILITY_BANDS, 'bands')}
          />
          <div className="sm:col-span-2">
            <OptionsSelect
              label={t('filters.project')}
              anyLabel={projects.data?.length === 0 ? t('filters.noProjects') : t('filters.any')}
              value={draft.projectId}
              onChange={(projectId) => set({ projectId })}
              options={(projects.data ?? []).map((project) => ({
                value: project.id,
                label: `${project.code} · ${project.name}`,
              }))}
            />
          </div>
          <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
            <Checkbox
              checked={draft.duplicateRisk === true}
              onChange={(event) => set({ duplicateRisk: event.target.checked ? true : undefined })}
            />
            {t('filters.duplicateRisk')}
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => apply({})}>
            {t('filters.clear')}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">{t('filters.cancel')}</Button>
          </DialogClose>
          <Button onClick={() => apply(draft)}>{t('filters.apply')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
