import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BREAKDOWNS, type Breakdown } from '@domain/programmes/indicators';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { Label } from '@web/ui/label';
import { LoadError } from '@web/ui/load-error';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { useCycles } from '../cycles/cycles-api';
import { GraduationList } from './graduation-list';
import { IndicatorsChart } from './indicators-chart';
import { IndicatorsTable } from './indicators-table';
import { indicatorsFileUrl, useFollowUp, useGraduation, useIndicators } from './outcomes-api';
import { PlanCard } from './plan-card';
import { RoundsCard } from './rounds-card';
import { VisitsCard } from './visits-card';
import './outcomes-print.css';

/**
 * /staff/programmes/:programmeId/outcomes: the indicators by group (chart and table) of the programme or of
 * one cycle's cohort, downloads, the follow-up questionnaire, rounds and visits, and each person's
 * graduation. Printed, it is the one-page donor summary (naming the cycle when one is chosen).
 */
export default function OutcomesPage() {
  const { t, i18n } = useTranslation('staff-outcomes');
  const { programmeId = '' } = useParams();
  const { user } = useSession();
  const [breakdown, setBreakdown] = useState<Breakdown>('camp');
  const [cycleId, setCycleId] = useState('');
  const indicators = useIndicators(programmeId, breakdown, cycleId);
  const cycles = useCycles(programmeId);
  const mayDesign = user?.staff?.programmeDesign === true;
  const graduation = useGraduation(programmeId);
  const followUp = useFollowUp(programmeId);
  const groupLabel = (group: string) => {
    if (group === 'unknown') return t('groups.unknown');
    if (breakdown === 'gender' || breakdown === 'age_band')
      return t(`groups.${breakdown}.${group}`, { defaultValue: group });
    return group;
  };
  return (
    <div data-outcomes-page className="flex min-w-0 flex-col gap-6">
      <div className="print:hidden">
        <BackToListLink listPath={`/staff/programmes/${programmeId}`}>{t('back')}</BackToListLink>
      </div>
      {indicators.isPending && <Skeleton className="h-96 w-full" />}
      {indicators.isError && (
        <LoadError
          error={indicators.error}
          message={t('loadError', { message: errorMessage(indicators.error) })}
          onRetry={() => void indicators.refetch()}
        />
      )}
      {indicators.data && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold break-words">
                {t('title', { name: indicators.data.programmeName })}
              </h1>
              {indicators.data.cycle && (
                <p className="font-medium">{t('cycleOf', { name: indicators.data.cycle.name })}</p>
              )}
              <p className="text-sm text-muted-foreground">
                {t('asOf', { date: formatDate(indicators.data.asOf, i18n.language) })}
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-2 print:hidden">
              {(cycles.data?.items.length ?? 0) > 0 && (
                <div className="flex flex-col gap-1">
                  <Label htmlFor="outcomes-cycle">{t('cycleLabel')}</Label>
                  <Select id="outcomes-cycle" value={cycleId} onChange={(event) => setCycleId(event.target.value)}>
                    <option value="">{t('allCycles')}</option>
                    {cycles.data?.items.map((cycle) => (
                      <option key={cycle.id} value={cycle.id}>
                        {cycle.name}
                      </option>
                    ))}
                  </Select>
                </div>
              )}
              <div className="flex flex-col gap-1">
                <Label htmlFor="outcomes-breakdown">{t('breakdownLabel')}</Label>
                <Select
                  id="outcomes-breakdown"
                  value={breakdown}
                  onChange={(event) => setBreakdown(event.target.value as Breakdown)}
                >
                  {BREAKDOWNS.map((option) => (
                    <option key={option} value={option}>
                      {t(`breakdowns.${option}`)}
                    </option>
                  ))}
                </Select>
              </div>
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button key={format} variant="outline" asChild>
                  <a href={indicatorsFileUrl(programmeId, breakdown, cycleId, format)} download>
                    <Download aria-hidden="true" />
                    {t(`download.${format}`)}
                  </a>
                </Button>
              ))}
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                {t('print')}
              </Button>
            </div>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('indicatorsTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6 xl:grid-cols-2">
              <IndicatorsChart indicators={indicators.data} groupLabel={groupLabel} />
              <IndicatorsTable indicators={indicators.data} groupLabel={groupLabel} />
            </CardContent>
          </Card>
        </>
      )}
      {followUp.data && <PlanCard overview={followUp.data} mayDesign={mayDesign} />}
      {followUp.data && <RoundsCard overview={followUp.data} mayDesign={mayDesign} />}
      {followUp.data && (
        <VisitsCard programmeId={programmeId} questions={followUp.data.questions} mayReassign={mayDesign} />
      )}
      <Card className="print:hidden">
        <CardHeader>
          <CardTitle>{t('graduation.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {graduation.isPending && <Skeleton className="h-32 w-full" />}
          {graduation.data && <GraduationList items={graduation.data.items} />}
        </CardContent>
      </Card>
    </div>
  );
}
