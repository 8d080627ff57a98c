import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@domain/programme-application';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatKes } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Skeleton } from '@web/ui/skeleton';
import { useApplication } from './api/get-application';
import { ApplicationProgrammeParts } from './application-programme-parts';
import { ApplicationStatusBadge } from './status-badge';

function DetailRows({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation('applications');
  const data = application.applicationData;
  const given = (value: string | null | undefined) => (value ? value : t('review.notGiven'));
  const rows: [string, string][] = [
    [
      t('card.priorityScore'),
      application.priorityScore === null ? t('card.tbd') : t('card.score', { score: application.priorityScore }),
    ],
    [
      t('fields.householdIncome'),
      typeof data.householdIncome === 'number' ? formatKes(data.householdIncome, i18n.language) : t('review.notGiven'),
    ],
    [t('fields.householdSize'), given(data.householdSize?.toString())],
    [
      t('fields.employmentStatus'),
      data.employmentStatus ? t(`employment.${data.employmentStatus}`) : t('review.notGiven'),
    ],
    [t('fields.reasonForApplication'), given(data.reasonForApplication)],
    [t('fields.previousAssistance'), data.previousAssistance ? given(data.previousAssistanceDetails) : t('review.no')],
    [t('fields.hasBankAccount'), data.hasBankAccount ? given(data.bankDetails) : t('review.no')],
    [t('fields.hasMobileMoney'), data.hasMobileMoney ? given(data.mobileMoneyDetails) : t('review.no')],
    ...(data.references ?? []).map((r, index): [string, string] => [
      t('fields.reference', { n: index + 1 }),
      [r.name, r.phone, r.relationship].filter(Boolean).join(' · ') || t('review.notGiven'),
    ]),
    [t('card.startDate'), application.startDate ? formatDate(application.startDate, i18n.language) : t('card.tbd')],
    [t('card.endDate'), application.endDate ? formatDate(application.endDate, i18n.language) : t('card.tbd')],
  ];
  if (application.enrolledProject) {
    rows.push([
      t('card.enrolledProject'),
      t('card.enrolledProjectValue', {
        name: application.enrolledProject.name,
        location: application.enrolledProject.location,
      }),
    ]);
  }
  if (application.reviewerNotes) rows.push([t('card.reviewerNotes'), application.reviewerNotes]);
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything stored about one application, read-only. */
export function ApplicationDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['applications', 'programmes', 'eligibility', 'documents']);
  const application = useApplication(id, i18n.language);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogTitle>{application.data?.programName ?? t('details.title')}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center gap-2">
            {t('details.title')}
            {application.data && <ApplicationStatusBadge status={application.data.status} />}
          </div>
        </DialogDescription>
        {application.isPending && <Skeleton className="h-48 w-full" />}
        {application.isError && <Alert tone="error">{errorMessage(application.error)}</Alert>}
        {application.data && (
          <div className="flex flex-col gap-3">
            <DetailRows application={application.data} />
            <ApplicationProgrammeParts application={application.data} />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('details.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
