import { useTranslation } from 'react-i18next';
import { programmeText } from '@domain/programmes/programme-design';
import { useParams } from 'react-router';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useProgramme } from '../api/get-programme';
import { ProgrammeOrganisation } from '../organisation-badge';
import { MissingTranslationsBadge, ProgrammeStatusBadge } from '../programme-status-badge';
import { programmeWindow } from '../programme-window';
import { DesignSummary } from './design-summary';
import { FormulaCard } from './formula-card';
import { LinkedProjects } from './linked-projects';
import { ProgrammeFigures } from './programme-figures';
import { SelectionLink } from './selection-link';
import { CyclesCard } from '../cycles/cycles-card';
import { OutcomesLink } from '../outcomes/outcomes-link';
import { StatusActions } from './status-actions';

/** /staff/programmes/:programmeId: status and its moves, live figures, the design, the formula and its history. */
export default function ProgrammePage() {
  const { t, i18n } = useTranslation('staff-programmes');
  const { programmeId = '' } = useParams();
  const { user } = useSession();
  const mayDesign = user?.staff?.programmeDesign === true;
  const programme = useProgramme(programmeId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToListLink listPath="/staff/programmes">{t('designer.backToList')}</BackToListLink>
      {programme.isPending && <Skeleton className="h-96 w-full" />}
      {programme.isError && (
        <LoadError
          error={programme.error}
          message={t('page.loadError', { message: errorMessage(programme.error) })}
          onRetry={() => void programme.refetch()}
        />
      )}
      {programme.data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-2">
              <h1 className="text-2xl font-semibold break-words">
                {programmeText(programme.data.content, i18n.language).name}
              </h1>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <ProgrammeStatusBadge status={programme.data.status} />
                <ProgrammeOrganisation code={programme.data.organisation} />
                <MissingTranslationsBadge languages={programme.data.missingTranslations} />
                <span>{t(`kinds.${programme.data.kind}`)}</span>
                <span>{programmeWindow(t, i18n.language, programme.data.opensOn, programme.data.closesOn)}</span>
              </p>
            </div>
            {mayDesign && <StatusActions programme={programme.data} />}
          </div>
          <ProgrammeFigures stats={programme.data.stats} />
          <SelectionLink programmeId={programme.data.id} />
          <CyclesCard programmeId={programme.data.id} projects={programme.data.projects} mayDesign={mayDesign} />
          <OutcomesLink programmeId={programme.data.id} />
          <DesignSummary programme={programme.data} mayDesign={mayDesign} />
          <FormulaCard programme={programme.data} mayDesign={mayDesign} />
          <LinkedProjects projects={programme.data.projects} />
        </>
      )}
    </div>
  );
}
