import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '@domain/feedback';
import { Badge } from '@web/ui/badge';

/** Colour helps at a glance; the word carries the meaning (text contrast at least 4.5:1 on each tint). */
const LOOKS: Record<FeedbackStatus, string> = {
  new: 'border-blue-200 bg-blue-50 text-blue-800',
  assigned: 'border-indigo-200 bg-indigo-50 text-indigo-800',
  in_progress: 'border-amber-200 bg-amber-50 text-amber-900',
  resolved: 'border-green-200 bg-green-50 text-green-800',
  closed: 'border-slate-300 bg-slate-100 text-slate-800',
};

export function CaseStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('feedback');
  return <Badge className={LOOKS[status]}>{t(`statuses.${status}`)}</Badge>;
}
