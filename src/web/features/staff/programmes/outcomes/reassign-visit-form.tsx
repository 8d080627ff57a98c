import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowUpVisit } from '@domain/programmes/follow-up-views';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { useReassignVisit, useVisitOfficers } from './visits-api';

/** Hands a visit to another officer of the organisation whose places include the person. */
export function ReassignVisitForm({
  programmeId,
  visit,
  onDone,
}: {
  programmeId: string;
  visit: FollowUpVisit;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff-outcomes');
  const officers = useVisitOfficers(programmeId, visit.id, true);
  const reassign = useReassignVisit(programmeId);
  const [officerId, setOfficerId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!officerId) {
      setFailure(t('reassign.chooseFirst'));
      return;
    }
    reassign.mutate(
      { id: visit.id, officerId },
      {
        onSuccess: (saved) => {
          toast.success(t('reassign.done', { name: saved.name, officer: saved.officer?.name ?? '' }));
          onDone();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };
  if (officers.isPending) return <Skeleton className="h-10 w-full" />;
  const items = officers.data?.items ?? [];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {officers.isError && <Alert tone="error">{errorMessage(officers.error)}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {items.length === 0 && !officers.isError ? (
        <p className="text-sm text-muted-foreground">{t('reassign.nobody')}</p>
      ) : (
        <FormField label={t('reassign.officer', { name: visit.name })}>
          <Select value={officerId} onChange={(event) => setOfficerId(event.target.value)}>
            <option value="">{t('visits.choose')}</option>
            {items.map((officer) => (
              <option key={officer.id} value={officer.id}>
                {officer.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        {items.length > 0 && (
          <Button type="submit" size="sm" disabled={reassign.isPending}>
            {t('reassign.save')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('visits.cancel')}
        </Button>
      </div>
    </form>
  );
}
