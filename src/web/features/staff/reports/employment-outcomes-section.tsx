import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { useEmploymentReport, type EmploymentReport } from './api/get-employment-report';
import { OutcomesTable } from './outcomes-table';
import type { ReportPeriod } from './report-period';
import { LoadError } from '../../../ui/load-error';

function Tables({ report }: { report: EmploymentReport }) {
  const { t } = useTranslation('staff-reports');
  return (
    <div className="flex flex-col gap-6">
      <OutcomesTable
        caption={t('employment.byEmployer')}
        groupHeading={t('columns.employer')}
        rows={report.byEmployer.map((row) => ({ ...row, key: row.companyId, label: row.companyName }))}
        totals={report.totals}
      />
      <OutcomesTable
        caption={t('employment.byCamp')}
        groupHeading={t('columns.camp')}
        rows={report.byCamp.map((row) => ({ ...row, key: row.camp ?? 'none', label: t(`camps.${row.camp ?? 'none'}`) }))}
        totals={report.totals}
      />
      <div className="flex flex-col gap-2">
        <OutcomesTable
          caption={t('employment.byProgramme')}
          groupHeading={t('columns.programme')}
          rows={report.byProgramme.map((row) => ({ ...row, key: row.programmeId ?? 'none', label: row.programme ?? t('employment.noProgramme') }))}
          totals={report.totals}
        />
        <p className="text-sm text-muted-foreground">{t('employment.programmeNote')}</p>
      </div>
    </div>
  );
}

/** Applications, interviews and hires by employer, camp and programme (issue 6). */
export function EmploymentOutcomesSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const report = useEmploymentReport(period);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('employment.heading')}</CardTitle>
        <CardDescription>{t('employment.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4" aria-busy={report.isFetching}>
        {report.isPending && (
          <>
            <p className="sr-only" role="status">
              {t('loading')}
            </p>
            <Skeleton className="h-48 w-full" />
          </>
        )}
        {report.isError && (
          <LoadError error={report.error} message={t('loadError', { message: errorMessage(report.error) })} onRetry={() => void report.refetch()} />
        )}
        {report.data && report.data.totals.applications === 0 && <p className="text-muted-foreground">{t('employment.empty')}</p>}
        {report.data && report.data.totals.applications > 0 && <Tables report={report.data} />}
      </CardContent>
    </Card>
  );
}
