import { Printer } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { ApplicationsSection } from './applications-section';
import { EmploymentOutcomesSection } from './employment-outcomes-section';
import { PaymentsSection } from './payments-section';
import { PeriodFilter } from './period-filter';
import { ProgrammesSection } from './programmes-section';
import { RegistrationsSection } from './registrations-section';
import { lastTwelveMonths, type ReportPeriod } from './report-period';
import { useReportFormat } from './use-report-format';
import './reports-print.css';

/** Each section of the Reports screen counts the chosen period and camp; add a section by adding it here. */
const SECTIONS: { key: string; Section: ComponentType<{ period: ReportPeriod }> }[] = [
  { key: 'registrations', Section: RegistrationsSection },
  { key: 'programmes', Section: ProgrammesSection },
  { key: 'applications', Section: ApplicationsSection },
  { key: 'payments', Section: PaymentsSection },
  { key: 'employment', Section: EmploymentOutcomesSection },
];

/** What the printed pages count, since the filter form itself is not printed. */
function PrintedFilter({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  return (
    <p className="hidden print:block">
      {t('printedFilter', {
        from: period.from || t('period.openStart'),
        to: period.to || t('period.openEnd'),
        camp: period.camp ? format.camp(period.camp) : t('period.allCamps'),
      })}
    </p>
  );
}

export default function ReportsPage() {
  const { t } = useTranslation('staff-reports');
  const [period, setPeriod] = useState(lastTwelveMonths);
  return (
    <div data-reports-page className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('heading')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
          <PrintedFilter period={period} />
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden />
          {t('print')}
        </Button>
      </div>
      <PeriodFilter period={period} onApply={setPeriod} />
      {SECTIONS.map(({ key, Section }) => (
        <Section key={key} period={period} />
      ))}
    </div>
  );
}
