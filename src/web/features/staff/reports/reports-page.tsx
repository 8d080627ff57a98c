import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EmploymentOutcomesSection } from './employment-outcomes-section';
import { PeriodFilter } from './period-filter';
import { lastTwelveMonths, type ReportPeriod } from './report-period';

/** Each section of the Reports screen counts the chosen period; add a section by adding it here. */
const SECTIONS: { key: string; Section: ComponentType<{ period: ReportPeriod }> }[] = [
  { key: 'employment', Section: EmploymentOutcomesSection },
];

export default function ReportsPage() {
  const { t } = useTranslation('staff-reports');
  const [period, setPeriod] = useState(lastTwelveMonths);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </div>
      <PeriodFilter period={period} onApply={setPeriod} />
      {SECTIONS.map(({ key, Section }) => (
        <Section key={key} period={period} />
      ))}
    </div>
  );
}
