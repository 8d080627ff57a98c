import { loadFailed } from '../../load-failed';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { Alert } from '@web/ui/alert';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { programmeQuery, useProgramme } from '../api/get-programme';
import { ProgrammeOrganisation } from '../organisation-badge';
import { draftOf, emptyDraft } from './design-draft';
import { DesignerForm } from './designer-form';

function EditDesigner({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation('staff-programmes');
  const programme = useProgramme(programmeId);
  if (programme.isPending) return <Skeleton className="h-96 w-full" />;
  if (loadFailed(programme))
    return (
      <LoadError
        error={programme.error}
        message={t('page.loadError', { message: errorMessage(programme.error) })}
        onRetry={() => void programme.refetch()}
      />
    );
  if (!programme.data) return null;
  return <DesignerForm programmeId={programmeId} initial={draftOf(programme.data)} />;
}

/** A programme being edited keeps its organisation; a new one becomes the designer's organisation's. */
function DesignedFor({ programmeId, ownOrganisation }: { programmeId?: string; ownOrganisation?: string }) {
  const programme = useQuery({ ...programmeQuery(programmeId ?? ''), enabled: Boolean(programmeId) });
  const code = programmeId ? programme.data?.organisation : ownOrganisation;
  return code ? <ProgrammeOrganisation code={code} /> : null;
}

/** /staff/programmes/new and /staff/programmes/:programmeId/edit: the whole design on one page, in sections. */
export default function ProgrammeDesignerPage() {
  const { t } = useTranslation('staff-programmes');
  const { programmeId } = useParams();
  const { user } = useSession();
  const mayDesign = user?.staff?.programmeDesign === true;
  const ownOrganisation = user?.staff?.scope.organisation?.code;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToListLink listPath={programmeId ? `/staff/programmes/${programmeId}` : '/staff/programmes'}>
        {t(programmeId ? 'designer.backToProgramme' : 'designer.backToList')}
      </BackToListLink>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{t(programmeId ? 'designer.editTitle' : 'designer.createTitle')}</h1>
        {mayDesign && <DesignedFor programmeId={programmeId} ownOrganisation={ownOrganisation} />}
        <p className="mt-1 text-muted-foreground">{t('designer.intro')}</p>
      </div>
      {!mayDesign && <Alert tone="warning">{t('notAllowed')}</Alert>}
      {mayDesign && programmeId && <EditDesigner programmeId={programmeId} />}
      {mayDesign && !programmeId && <DesignerForm initial={emptyDraft()} />}
    </div>
  );
}
