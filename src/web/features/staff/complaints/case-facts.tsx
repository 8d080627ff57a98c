import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { formatDate } from '@web/lib/format';
import { DueLabel, PriorityBadge, StatusBadge } from './case-badges';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export function CaseFacts({ item }: { item: FeedbackStaffCase }) {
  const { t, i18n } = useTranslation(['staff-feedback', 'feedback']);
  return (
    <dl aria-label={t('staff-feedback:case.facts')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <Fact term={t('staff-feedback:case.reference')}>
        <span className="font-mono">{item.reference}</span>
      </Fact>
      <Fact term={t('staff-feedback:case.kind')}>
        {t(`staff-feedback:kinds.${item.kind}`)} · {t(`feedback:categories.${item.category}`)}
      </Fact>
      <Fact term={t('staff-feedback:case.status')}>
        <StatusBadge status={item.status} />
      </Fact>
      <Fact term={t('staff-feedback:case.priority')}>
        <PriorityBadge priority={item.priority} />
      </Fact>
      <Fact term={t('staff-feedback:case.due')}>
        <DueLabel dueAt={item.dueAt} overdue={item.overdue} dateOnly />
      </Fact>
      <Fact term={t('staff-feedback:case.received')}>{formatDate(item.createdAt, i18n.language)}</Fact>
      <Fact term={t('staff-feedback:case.handler')}>
        {!item.assignedTo && t('staff-feedback:queue.unassigned')}
        {item.assignedTo?.active && item.assignedTo.name}
        {item.assignedTo?.active === false && (
          <span className="text-destructive">
            {t('staff-feedback:case.handlerInactive', { name: item.assignedTo.name })}
          </span>
        )}
      </Fact>
      <Fact term={t('staff-feedback:case.contact')}>{t(`staff-feedback:channels.${item.contactChannel}`)}</Fact>
      <Fact term={t('staff-feedback:case.person')}>
        {item.person ? (
          <span className="flex flex-col">
            <span>{item.person.name}</span>
            <span className="text-sm font-normal">
              {item.person.progresId
                ? `${t('staff-feedback:case.progresId')}: ${item.person.progresId}`
                : t('staff-feedback:queue.noProgresId')}
            </span>
            {item.person.phoneNumber && (
              <span className="text-sm font-normal">
                {t('staff-feedback:case.phone')}: {item.person.phoneNumber}
              </span>
            )}
            <Link
              to={`/staff/beneficiaries/${item.person.beneficiaryId}`}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {t('staff-feedback:case.openRecord')}
            </Link>
          </span>
        ) : (
          <span className="font-normal">{t('staff-feedback:case.hiddenPerson')}</span>
        )}
      </Fact>
    </dl>
  );
}
