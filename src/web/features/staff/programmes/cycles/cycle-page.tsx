import { Banknote, MapPinCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CycleDetail } from '@domain/programmes/cycles-views';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatKes } from '@web/lib/format';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { useCycle } from './cycles-api';
import { InstalmentBadges } from './instalment-badges';
import { PreparePaymentsDialog } from './prepare-payments-dialog';
import { RecordVisitDialog } from './record-visit-dialog';

const TOTALS = ['due', 'held', 'inPayment', 'paid'] as const;

function Totals({ totals }: { totals: CycleDetail['totals'] }) {
  const { t, i18n } = useTranslation('staff-cycles');
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {TOTALS.map((key) => (
        <Card key={key}>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{t(`totals.${key}`)}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col">
            <span className="text-xl font-bold">{formatKes(totals[key].amount, i18n.language)}</span>
            <span className="text-sm text-muted-foreground">
              {t('totals.instalments', { count: totals[key].count })}
            </span>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function PeopleTable({
  detail,
  onVisit,
}: {
  detail: CycleDetail;
  onVisit: (person: { beneficiaryId: string; name: string }) => void;
}) {
  const { t } = useTranslation('staff-cycles');
  if (detail.people.length === 0) return <p className="text-sm text-muted-foreground">{t('page.nobody')}</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('page.person')}</TableHead>
          <TableHead>{t('page.attendance')}</TableHead>
          <TableHead>{t('page.instalments')}</TableHead>
          <TableHead>{t('page.visit')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {detail.people.map((person) => (
          <TableRow key={person.beneficiaryId}>
            <TableCell className="align-top">
              <Link
                className="font-medium text-primary underline-offset-4 hover:underline"
                to={`/staff/beneficiaries/${person.beneficiaryId}`}
              >
                {person.name}
              </Link>
              <span className="block text-xs text-muted-foreground">
                {[person.progresId, person.camp].filter(Boolean).join(' · ')}
              </span>
            </TableCell>
            <TableCell className="align-top">{t('page.percent', { value: person.attendancePercent })}</TableCell>
            <TableCell className="align-top">
              <InstalmentBadges instalments={person.instalments} />
            </TableCell>
            <TableCell className="align-top">
              {person.visitRecorded ? (
                <span className="text-sm">{t('page.visitRecorded')}</span>
              ) : (
                <Button variant="outline" size="sm" onClick={() => onVisit(person)}>
                  <MapPinCheck aria-hidden="true" />
                  {t('page.recordVisit')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /staff/programmes/:programmeId/cycles/:cycleId: who is due, who is held and why, and preparing payments. */
export default function CyclePage() {
  const { t, i18n } = useTranslation('staff-cycles');
  const { programmeId = '', cycleId = '' } = useParams();
  const cycle = useCycle(programmeId, cycleId);
  const [visiting, setVisiting] = useState<{ beneficiaryId: string; name: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToListLink listPath={`/staff/programmes/${programmeId}`}>{t('page.back')}</BackToListLink>
      {cycle.isPending && <Skeleton className="h-96 w-full" />}
      {cycle.isError && (
        <LoadError
          error={cycle.error}
          message={t('loadError', { message: errorMessage(cycle.error) })}
          onRetry={() => void cycle.refetch()}
        />
      )}
      {cycle.data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="text-2xl font-semibold break-words">{cycle.data.cycle.name}</h1>
              <p className="text-sm text-muted-foreground">
                {t('card.dates', {
                  start: formatDate(cycle.data.cycle.startsOn, i18n.language),
                  end: formatDate(cycle.data.cycle.endsOn, i18n.language),
                })}{' '}
                · {t(`kinds.${cycle.data.cycle.plan.kind}`)} · {cycle.data.cycle.projectName}
              </p>
            </div>
            <Button disabled={cycle.data.totals.due.count === 0} onClick={() => setPreparing(true)}>
              <Banknote aria-hidden="true" />
              {t('prepare.open')}
            </Button>
          </div>
          <Totals totals={cycle.data.totals} />
          <Card>
            <CardContent className="pt-4">
              <PeopleTable detail={cycle.data} onVisit={setVisiting} />
            </CardContent>
          </Card>
          <PreparePaymentsDialog
            programmeId={programmeId}
            cycleId={cycleId}
            due={cycle.data.totals.due}
            open={preparing}
            onClose={() => setPreparing(false)}
          />
          <RecordVisitDialog
            programmeId={programmeId}
            cycleId={cycleId}
            person={visiting}
            onClose={() => setVisiting(null)}
          />
        </>
      )}
    </div>
  );
}
