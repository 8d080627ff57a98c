import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { HouseholdDeclaredMember } from '@domain/households';
import { ApiError, errorMessage } from '@web/lib/api';
import { formatDate, formatKes } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useHousehold } from './api/household-api';
import { HouseholdMembers } from './household-members';
import { ReconcileDialog } from './reconcile-dialog';

const LINK = 'text-primary underline-offset-4 hover:underline';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /staff/households/:householdId: members and their place, former members, and members people declared. */
export default function HouseholdPage() {
  const { t, i18n } = useTranslation('households');
  const { householdId = '' } = useParams();
  const household = useHousehold(householdId);
  const [reconciling, setReconciling] = useState<HouseholdDeclaredMember | null>(null);
  const none = t('common.notRecorded');
  if (household.isPending) return <Skeleton className="h-96 w-full" />;
  if (household.isError) {
    if (household.error instanceof ApiError && household.error.status === 404)
      return <Alert tone="info">{t('page.notFound')}</Alert>;
    return (
      <LoadError
        error={household.error}
        message={t('page.loadError', { message: errorMessage(household.error) })}
        onRetry={() => void household.refetch()}
      />
    );
  }
  const data = household.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h1 className="text-2xl font-semibold break-words">{t('page.title', { reference: data.reference })}</h1>
      <Section title={t('page.summary')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Detail label={t('fields.camp')}>{data.camp ?? none}</Detail>
          <Detail label={t('fields.block')}>{data.block ?? none}</Detail>
          <Detail label={t('fields.size')}>{data.size ?? none}</Detail>
          <Detail label={t('fields.monthlyIncome')}>
            {data.monthlyIncome === null ? none : formatKes(data.monthlyIncome, i18n.language)}
          </Detail>
          <Detail label={t('fields.incomePerPerson')}>
            {data.incomePerPerson === null ? none : formatKes(data.incomePerPerson, i18n.language)}
          </Detail>
          <Detail label={t('fields.head')}>
            {data.head ? (
              <Link className={LINK} to={`/staff/beneficiaries/${data.head.beneficiaryId}`}>
                {data.head.name}
              </Link>
            ) : (
              none
            )}
          </Detail>
        </dl>
      </Section>
      <Section title={t('members.title')}>
        <HouseholdMembers householdId={data.id} members={data.members} />
      </Section>
      <Section title={t('former.title')}>
        {data.formerMembers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('former.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {data.formerMembers.map((member) => (
              <li key={`${member.beneficiaryId}-${member.leftAt}`}>
                <Link className={LINK} to={`/staff/beneficiaries/${member.beneficiaryId}`}>
                  {member.name}
                </Link>{' '}
                {t('former.period', {
                  joined: formatDate(member.joinedAt, i18n.language),
                  left: formatDate(member.leftAt, i18n.language),
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('declared.title')}>
        {data.declared.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('declared.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3 text-sm">
            {data.declared.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium">
                    {member.name} – {t(`relationships.${member.relationship}`)}
                    {member.birthYear !== null && `, ${t('declared.born', { year: member.birthYear })}`}
                  </span>
                  <span className="text-muted-foreground">
                    {t('declared.by', { name: member.declaredBy.name })}
                    {member.matched && ` · ${t('declared.matchedTo', { name: member.matched.name })}`}
                  </span>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={member.reconciliation === 'pending' ? 'yellow' : 'green'}>
                    {t(`reconciliation.${member.reconciliation}`)}
                  </Badge>
                  {member.reconciliation === 'pending' && (
                    <Button size="sm" variant="outline" onClick={() => setReconciling(member)}>
                      {t('reconcile.button')}
                      <span className="sr-only">{member.name}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <ReconcileDialog member={reconciling} onClose={() => setReconciling(null)} />
    </div>
  );
}
