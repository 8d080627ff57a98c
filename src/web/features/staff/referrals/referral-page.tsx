import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ReferralDetail, SharedPerson } from '@domain/referrals';
import { ApiError, errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useReferral } from './api/get-referral';
import { ReferralActions } from './referral-actions';
import { OverdueBadge, ReferralStatusBadge, UrgencyBadge } from './referral-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** Only the shared fields are filled; the page says so rather than showing blanks. */
function sharedValues(person: SharedPerson, t: (key: string, params?: Record<string, unknown>) => string) {
  const location =
    person.location && [person.location.camp, person.location.area, person.location.block].filter(Boolean).join('-');
  return [
    ['name', person.name],
    ['phone', person.phone],
    ['location', location],
    ['birthDate', person.birthDate],
    ['gender', person.gender && t(`genders.${person.gender}`)],
    ['nationality', person.nationality],
    [
      'household',
      person.household &&
        t('detail.household', { id: person.household.householdId ?? '-', size: person.household.size }),
    ],
    [
      'documents',
      person.documents &&
        (person.documents.map((d) => `${d.type} (${d.status})`).join(', ') || t('detail.noDocuments')),
    ],
  ] as const;
}

function ReferralView({ item }: { item: ReferralDetail }) {
  const { t, i18n } = useTranslation('referrals');
  const shared = sharedValues(item.person, t).filter(([field]) => item.sharedFields.includes(field));
  return (
    <>
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">
          {t('detail.title', { service: t(`services.${item.service}`), name: item.personName })}
        </h1>
        <div className="flex flex-wrap gap-2">
          <ReferralStatusBadge status={item.status} />
          <UrgencyBadge urgency={item.urgency} />
          {item.overdue && <OverdueBadge />}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Fact label={t('fields.from')}>{item.from.name}</Fact>
        <Fact label={t('fields.organisation')}>{item.to.name}</Fact>
        <Fact label={t('fields.sentOn')}>{formatDate(item.createdAt, i18n.language)}</Fact>
        <Fact label={t('fields.dueOn')}>{formatDate(item.dueOn, i18n.language)}</Fact>
        <Fact label={t('fields.consent')}>{t(`consents.${item.consent}`)}</Fact>
        <Fact label={t('fields.assignedTo')}>{item.assignedTo?.name ?? t('detail.nobody')}</Fact>
        <Fact label={t('fields.reason')}>{item.reason}</Fact>
        {item.declineReason && <Fact label={t('fields.declineReason')}>{item.declineReason}</Fact>}
        {item.outcome && <Fact label={t('fields.outcome')}>{item.outcome}</Fact>}
      </dl>
      <section aria-labelledby="referral-person" className="flex flex-col gap-3">
        <h2 id="referral-person" className="text-lg font-semibold">
          {t('detail.sharedTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('detail.sharedNote')}</p>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {shared.map(([field, value]) => (
            <Fact key={field} label={t(`sharedFields.${field}`)}>
              {value ?? '-'}
            </Fact>
          ))}
        </dl>
        {item.beneficiaryId && (
          <Link className="self-start font-medium underline" to={`/staff/beneficiaries/${item.beneficiaryId}`}>
            {t('detail.openRecord')}
          </Link>
        )}
      </section>
      <ReferralActions item={item} />
    </>
  );
}

/** /staff/referrals/:referralId: one referral, as my side of it may see it. */
export default function ReferralPage() {
  const { t } = useTranslation('referrals');
  const { referralId = '' } = useParams();
  const query = useReferral(referralId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link to="/staff/referrals" className="flex items-center gap-1 self-start text-sm font-medium underline">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('detail.back')}
      </Link>
      {query.isPending && <Skeleton className="h-64 w-full" />}
      {query.isError &&
        (query.error instanceof ApiError && query.error.status === 404 ? (
          <Alert tone="warning">{t('detail.notFound')}</Alert>
        ) : (
          <LoadError
            error={query.error}
            message={t('list.loadError', { message: errorMessage(query.error) })}
            onRetry={() => void query.refetch()}
          />
        ))}
      {query.data && <ReferralView item={query.data} />}
    </div>
  );
}
