import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organisation } from '@domain/organisations';
import { formatDate } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { SmsCeilingForm } from '@web/features/staff/messages';
import { useOrganisations } from '../shared/get-organisations';
import { OrganisationBadge } from '../shared/organisation-badge';
import { OrganisationDialog } from './organisation-dialog';

/** The agencies sharing the platform; the lead agency's administrators add partners and keep their details. */
export default function OrganisationsPage() {
  const { t, i18n } = useTranslation('staff');
  const { user } = useSession();
  const organisations = useOrganisations();
  const [editing, setEditing] = useState<Organisation | null | 'new'>(null);
  const mayEdit = user?.staff?.isAdmin === true && user.staff.scope.organisation?.leadAgency === true;
  const notGiven = t('organisations.notGiven');

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('organisations.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('organisations.description')}</p>
        </div>
        {mayEdit && <Button onClick={() => setEditing('new')}>{t('organisations.add')}</Button>}
      </div>
      {user?.staff?.isAdmin && user.staff.scope.organisation && <SmsCeilingForm />}
      {organisations.isPending && <Skeleton className="h-40 w-full" />}
      {organisations.isError && <LoadError error={organisations.error} onRetry={() => void organisations.refetch()} />}
      <ul className="flex flex-col gap-3">
        {organisations.data?.items.map((organisation) => (
          <li
            key={organisation.code}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-white p-4"
          >
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium">
                <OrganisationBadge organisation={organisation} />
                {organisation.name}
                {organisation.leadAgency && (
                  <span className="text-sm text-muted-foreground">{t('organisations.leadAgency')}</span>
                )}
              </p>
              <p className="text-sm break-all text-muted-foreground">
                {[organisation.contactEmail, organisation.contactPhone].filter(Boolean).join(' · ') || notGiven}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('organisations.agreement', {
                  date: organisation.dataSharingAgreementOn
                    ? formatDate(organisation.dataSharingAgreementOn, i18n.language)
                    : notGiven,
                })}
              </p>
            </div>
            {mayEdit && (
              <Button size="sm" variant="outline" onClick={() => setEditing(organisation)}>
                {t('organisations.edit')}
                <span className="sr-only"> {organisation.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editing !== null && (
        <OrganisationDialog
          organisation={editing === 'new' ? null : editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </div>
  );
}
