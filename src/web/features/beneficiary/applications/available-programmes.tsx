import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@domain/programme-application';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/skeleton';
import { useProgrammes } from './api/get-programmes';
import { ProgrammeIcon } from './programme-icon';

function ProgrammeCard({ programme, onApply }: { programme: Programme; onApply: (programId: string) => void }) {
  const { t } = useTranslation('applications');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <ProgrammeIcon type={programme.type} />
        <h3 className="font-semibold">{programme.name}</h3>
      </div>
      <p className="text-sm text-muted-foreground">{programme.description}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('available.amount')}</dt>
          <dd className="font-medium">{programme.amount}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('available.duration')}</dt>
          <dd className="font-medium">{programme.duration}</dd>
        </div>
      </dl>
      <div className="text-sm">
        <p className="text-muted-foreground">{t('available.eligibility')}</p>
        <ul className="list-disc pl-5">
          {programme.eligibility.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <Button variant="outline" className="mt-auto" onClick={() => onApply(programme.id)}>
        {t('available.apply')}
        <span className="sr-only">: {programme.name}</span>
      </Button>
    </li>
  );
}

/** Shown to a person with no application yet, so they see what they can apply for. */
export function AvailableProgrammes({ onApply }: { onApply: (programId: string) => void }) {
  const { t, i18n } = useTranslation('applications');
  const programmes = useProgrammes(i18n.language);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('available.title')}
      </h2>
      {programmes.isPending && <Skeleton className="h-56 w-full" />}
      {programmes.isError && <Alert tone="error">{errorMessage(programmes.error)}</Alert>}
      {programmes.data && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {programmes.data.map((programme) => (
            <ProgrammeCard key={programme.id} programme={programme} onApply={onApply} />
          ))}
        </ul>
      )}
    </section>
  );
}
