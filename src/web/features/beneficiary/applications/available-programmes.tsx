import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/skeleton';
import { useProgrammes } from './api/get-programmes';
import { EligibilityVerdict } from './eligibility/eligibility-verdict';
import { ProgrammeFacts } from './programme-facts';
import { ProgrammeIcon } from './programme-icon';

function ProgrammeCard({ programme, onApply }: { programme: OfferedProgramme; onApply: (programId: string) => void }) {
  const { t } = useTranslation('programmes');
  const verdictId = useId();
  const check = programme.eligibilityCheck;
  const blocked = check !== null && !check.eligible;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <ProgrammeIcon type={programme.type} />
        <h3 className="min-w-0 font-semibold break-words">{programme.name}</h3>
      </div>
      {programme.description && <p className="text-sm break-words text-muted-foreground">{programme.description}</p>}
      <ProgrammeFacts programme={programme} />
      {check && <EligibilityVerdict check={check} id={verdictId} />}
      {/* Disabled when a hard rule fails; the reasons are right above, read in order by a screen reader. */}
      <Button
        variant="outline"
        className="mt-auto"
        disabled={blocked}
        aria-describedby={check ? verdictId : undefined}
        onClick={() => onApply(programme.id)}
      >
        {t('list.apply')}
        <span className="sr-only">: {programme.name}</span>
      </Button>
    </li>
  );
}

/** The open programmes, so a person sees what they can apply for and, before starting, whether they may. */
export function AvailableProgrammes({ onApply }: { onApply: (programId: string) => void }) {
  const { t, i18n } = useTranslation('programmes');
  const programmes = useProgrammes(i18n.language);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('list.title')}
      </h2>
      {programmes.isPending && <Skeleton className="h-56 w-full" />}
      {programmes.isError && <Alert tone="error">{errorMessage(programmes.error)}</Alert>}
      {programmes.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('list.none')}</p>}
      {programmes.data && programmes.data.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {programmes.data.map((programme) => (
            <ProgrammeCard key={programme.id} programme={programme} onApply={onApply} />
          ))}
        </ul>
      )}
    </section>
  );
}
