import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useCycles } from './cycles-api';
import { NewCycleDialog } from './new-cycle-dialog';

interface CyclesCardProps {
  programmeId: string;
  projects: { id: string; name: string }[];
  mayDesign: boolean;
}

/** The programme's cycles on its page, each a link to who is due and held; designers open new ones. */
export function CyclesCard({ programmeId, projects, mayDesign }: CyclesCardProps) {
  const { t, i18n } = useTranslation('staff-cycles');
  const cycles = useCycles(programmeId);
  const [creating, setCreating] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('card.title')}</CardTitle>
          <CardDescription>{t('card.description')}</CardDescription>
        </div>
        {mayDesign && (
          <Button onClick={() => setCreating(true)}>
            <CalendarPlus aria-hidden="true" />
            {t('card.new')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {cycles.isPending && <Skeleton className="h-16 w-full" />}
        {cycles.isError && (
          <LoadError
            error={cycles.error}
            message={t('loadError', { message: errorMessage(cycles.error) })}
            onRetry={() => void cycles.refetch()}
          />
        )}
        {cycles.data?.items.length === 0 && <p className="text-sm text-muted-foreground">{t('card.none')}</p>}
        {cycles.data && cycles.data.items.length > 0 && (
          <ul className="flex flex-col divide-y divide-border">
            {cycles.data.items.map((cycle) => (
              <li key={cycle.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={`/staff/programmes/${programmeId}/cycles/${cycle.id}`}
                >
                  {cycle.name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {t('card.dates', {
                    start: formatDate(cycle.startsOn, i18n.language),
                    end: formatDate(cycle.endsOn, i18n.language),
                  })}{' '}
                  · {t(`kinds.${cycle.plan.kind}`)} · {cycle.projectName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {creating && (
        <NewCycleDialog
          programmeId={programmeId}
          projects={projects}
          open={creating}
          onClose={() => setCreating(false)}
        />
      )}
    </Card>
  );
}
