import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@domain/staff-dashboard';
import { Select } from '@web/ui/select';

/** 'Last 30 days' and its alternatives: a native select, so phones show their own picker. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  const { t } = useTranslation('staff-dashboard');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('period.label')}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as DashboardPeriod)}
        className="w-auto"
      >
        {DASHBOARD_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`period.${period}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
