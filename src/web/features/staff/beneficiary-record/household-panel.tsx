import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKes } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { usePersonHousehold } from '@web/features/staff/households';
import { Detail } from './record-section';

const LINK = 'text-primary underline-offset-4 hover:underline';

/** The household the person belongs to as a record: its reference, their place in it, size, income and head. */
export function HouseholdPanel({ beneficiaryId }: { beneficiaryId: string }) {
  const { t, i18n } = useTranslation('households');
  const query = usePersonHousehold(beneficiaryId);
  const none = t('common.notRecorded');
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('panel.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.isPending && <Skeleton className="h-24 w-full" />}
        {query.isError && (
          <LoadError error={query.error} message={t('common.loadError')} onRetry={() => void query.refetch()} />
        )}
        {query.data && !query.data.household && <p className="text-sm text-muted-foreground">{t('panel.none')}</p>}
        {query.data?.household && (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label={t('fields.reference')}>
              <Link className={`${LINK} font-mono`} to={`/staff/households/${query.data.household.id}`}>
                {query.data.household.reference}
              </Link>
            </Detail>
            <Detail label={t('fields.relationship')}>
              {query.data.relationship ? t(`relationships.${query.data.relationship}`) : none}
            </Detail>
            <Detail label={t('fields.size')}>{query.data.household.size ?? none}</Detail>
            <Detail label={t('fields.incomePerPerson')}>
              {query.data.household.incomePerPerson === null
                ? none
                : formatKes(query.data.household.incomePerPerson, i18n.language)}
            </Detail>
            <Detail label={t('fields.head')}>
              {query.data.household.head ? (
                <Link className={LINK} to={`/staff/beneficiaries/${query.data.household.head.beneficiaryId}`}>
                  {query.data.household.head.name}
                </Link>
              ) : (
                none
              )}
            </Detail>
            <Detail label={t('fields.memberCount')}>{query.data.household.memberCount}</Detail>
          </dl>
        )}
        {query.data && query.data.declared.length > 0 && (
          <p className="text-sm">
            {t('panel.declared', { count: query.data.declared.length })}{' '}
            {query.data.household && (
              <Link className={LINK} to={`/staff/households/${query.data.household.id}`}>
                {t('panel.openHousehold')}
              </Link>
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
