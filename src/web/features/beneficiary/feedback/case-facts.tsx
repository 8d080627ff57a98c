import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCase } from '@domain/feedback';
import { formatDate } from '@web/lib/format';
import { CaseStatusBadge } from './case-status-badge';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** What the case is and where it stands, as the person chose and the agency set it. */
export function CaseFacts({ item }: { item: FeedbackCase }) {
  const { t, i18n } = useTranslation('feedback');
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      <Fact term={t('detail.reference')}>
        <span className="font-mono">{item.reference}</span>
      </Fact>
      <Fact term={t('detail.status')}>
        <CaseStatusBadge status={item.status} />
      </Fact>
      <Fact term={t('detail.kind')}>{t(`kinds.${item.kind}`)}</Fact>
      <Fact term={t('detail.category')}>{t(`categories.${item.category}`)}</Fact>
      <Fact term={t('detail.sent')}>
        <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.language)}</time>
      </Fact>
      <Fact term={t('detail.contact')}>{t(`channels.${item.contactChannel}`)}</Fact>
      <Fact term={t('detail.anonymous')}>{t(item.anonymous ? 'detail.anonymousYes' : 'detail.anonymousNo')}</Fact>
    </dl>
  );
}
