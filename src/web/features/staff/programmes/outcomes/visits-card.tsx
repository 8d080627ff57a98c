import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { formatDate } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { Checkbox } from '@web/ui/checkbox';
import { Pager } from '@web/ui/pager';
import { ReassignVisitForm } from './reassign-visit-form';
import { VisitAnswersForm } from './visit-answers-form';
import { useVisits } from './visits-api';

/** The follow-up visits of people the officer may see, by due day; each is recorded (or handed over) here. */
export function VisitsCard({
  programmeId,
  questions,
  mayReassign,
}: {
  programmeId: string;
  questions: ProgrammeQuestion[];
  /** Designers hand visits to other officers, as they assign them when opening a round. */
  mayReassign: boolean;
}) {
  const { t, i18n } = useTranslation('staff-outcomes');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: string; form: 'answers' | 'officer' } | null>(null);
  const visits = useVisits(programmeId, mine, page);
  return (
    <Card className="print:hidden">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('visits.title')}</CardTitle>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={mine}
            onChange={(event) => {
              setMine(event.target.checked);
              setPage(1);
            }}
          />
          {t('visits.mine')}
        </label>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {visits.data?.items.length === 0 && <p className="text-sm text-muted-foreground">{t('visits.none')}</p>}
        {visits.data?.items.map((visit) => (
          <section key={visit.id} className="flex flex-col gap-3 rounded-md border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium">{visit.name}</p>
                <p className="text-muted-foreground">
                  {t('visits.line', {
                    months: visit.monthsAfter,
                    date: formatDate(visit.dueOn, i18n.language),
                    camp: visit.camp ?? '–',
                    officer: visit.officer?.name ?? t('visits.noOfficer'),
                  })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={visit.status === 'recorded' ? 'green' : 'blue'}>
                  {t(`visits.statuses.${visit.status}`)}
                </Badge>
                {open?.id !== visit.id && (
                  <Button size="sm" variant="outline" onClick={() => setOpen({ id: visit.id, form: 'answers' })}>
                    {t(visit.status === 'recorded' ? 'visits.correct' : 'visits.record')}
                  </Button>
                )}
                {open?.id !== visit.id && mayReassign && (
                  <Button size="sm" variant="outline" onClick={() => setOpen({ id: visit.id, form: 'officer' })}>
                    {t('reassign.open')}
                  </Button>
                )}
              </div>
            </div>
            {open?.id === visit.id && open.form === 'answers' && (
              <VisitAnswersForm
                programmeId={programmeId}
                visit={visit}
                questions={questions}
                onDone={() => setOpen(null)}
              />
            )}
            {open?.id === visit.id && open.form === 'officer' && (
              <ReassignVisitForm programmeId={programmeId} visit={visit} onDone={() => setOpen(null)} />
            )}
          </section>
        ))}
        {visits.data && (
          <Pager
            page={visits.data.page}
            pageSize={visits.data.pageSize}
            total={visits.data.total}
            onPage={setPage}
            label={t('visits.pages')}
          />
        )}
      </CardContent>
    </Card>
  );
}
