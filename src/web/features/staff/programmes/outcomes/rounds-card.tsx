import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/lib/toast';
import type { FollowUpOverview } from '@domain/programmes/follow-up-views';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { useOpenRound } from './outcomes-api';

/** The follow-up rounds with how far their visits got; designers open a round N months after completion. */
export function RoundsCard({ overview, mayDesign }: { overview: FollowUpOverview; mayDesign: boolean }) {
  const { t } = useTranslation('staff-outcomes');
  const openRound = useOpenRound(overview.programmeId);
  const [months, setMonths] = useState('6');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    openRound.mutate(
      { monthsAfter: Number(months), officers: [] },
      {
        onSuccess: (result) => toast.success(t('rounds.opened', { visits: result.visitsCreated })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>{t('rounds.title')}</CardTitle>
        <CardDescription>{t('rounds.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {overview.rounds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('rounds.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {overview.rounds.map((round) => (
              <li key={round.id}>
                {t('rounds.line', { months: round.monthsAfter, recorded: round.recorded, visits: round.visits })}
              </li>
            ))}
          </ul>
        )}
        {mayDesign && (
          <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor="round-months">{t('rounds.months')}</Label>
              <Input
                id="round-months"
                type="number"
                min={1}
                max={60}
                value={months}
                onChange={(event) => setMonths(event.target.value)}
                className="w-28"
              />
            </div>
            <Button type="submit" disabled={openRound.isPending}>
              {t('rounds.open')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
