import { useTranslation } from 'react-i18next';
import type { FeedbackCaseSummary } from '@domain/feedback';
import { formatDate } from '@web/lib/format';
import { ListRowButton } from '@web/features/beneficiary/shared/list-row-button';
import { CaseStatusBadge } from './case-status-badge';

interface CaseRowProps {
  item: FeedbackCaseSummary;
  onOpen: (id: string) => void;
  /** Focus lands here when the reader comes back from this case. */
  autoFocus?: boolean;
}

export function CaseRow({ item, onOpen, autoFocus }: CaseRowProps) {
  const { t, i18n } = useTranslation('feedback');
  return (
    <ListRowButton onOpen={() => onOpen(item.id)} autoFocus={autoFocus}>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold">{item.reference}</span>
        <CaseStatusBadge status={item.status} />
      </span>
      <span className="font-medium break-words">{item.subject}</span>
      <span className="text-sm text-slate-700">
        {t(`kinds.${item.kind}`)} · {t(`categories.${item.category}`)}
      </span>
      <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <time dateTime={item.createdAt}>{t('row.sent', { date: formatDate(item.createdAt, i18n.language) })}</time>
        {item.agencyReplies > 0 && <span>{t('row.agencyReplies', { count: item.agencyReplies })}</span>}
      </span>
    </ListRowButton>
  );
}
