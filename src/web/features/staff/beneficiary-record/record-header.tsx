import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistryPerson } from '@domain/registry-beneficiary-record';
import { formatDate } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { ReferButton } from '@web/features/staff/referrals';
import { Button } from '@web/ui/button';
import { EditBeneficiaryDialog } from './edit-beneficiary-dialog';
import { DuplicateRiskBadge, RiskBadge, StatusBadge } from './record-badges';
import { StatusChangeDialog } from './status-change-dialog';

/** Name, ProGres ID and the badges of the registry row, with Edit and Change status. */
export function RecordHeader({ person }: { person: RegistryPerson }) {
  const { t, i18n } = useTranslation('staff-record');
  const [editing, setEditing] = useState(false);
  const [changingStatus, setChangingStatus] = useState(false);
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">
          {person.firstName} {person.lastName}
        </h1>
        <p className="text-sm text-muted-foreground">
          <span className="font-mono">{person.progresId ?? t('page.none')}</span>
          {' · '}
          {t('page.registeredOn', { date: formatDate(person.createdAt, i18n.language) })}
        </p>
        {person.mergedIntoId && (
          <Alert tone="warning">
            {t('page.mergedInto')}{' '}
            <Link className="font-medium underline" to={`/staff/beneficiaries/${person.mergedIntoId}`}>
              {t('page.mergedLink')}
            </Link>
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={person.status} />
          <RiskBadge score={person.vulnerabilityScore} />
          <DuplicateRiskBadge risk={person.duplicateRisk} />
        </div>
      </div>
      {/* A merged record is history: it changes only when an admin reverses the merge. */}
      {!person.mergedIntoId && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('edit.open')}
          </Button>
          <ReferButton beneficiaryId={person.id} name={`${person.firstName} ${person.lastName}`} />
          <Button onClick={() => setChangingStatus(true)}>{t('status.open')}</Button>
        </div>
      )}
      <EditBeneficiaryDialog person={person} open={editing} onOpenChange={setEditing} />
      <StatusChangeDialog person={person} open={changingStatus} onOpenChange={setChangingStatus} />
    </header>
  );
}
