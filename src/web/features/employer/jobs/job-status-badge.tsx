import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@domain/jobs';
import { Badge } from '@web/ui/badge';

/** Spec section 4: open green, closed red, draft yellow; the word carries the meaning (contrast at least 4.5:1). */
const LOOKS: Record<JobStatus, string> = {
  open: 'border-green-200 bg-green-50 text-green-800',
  closed: 'border-red-200 bg-red-50 text-red-800',
  draft: 'border-yellow-300 bg-yellow-50 text-yellow-900',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('job-postings');
  return <Badge className={LOOKS[status]}>{t(`statuses.${status}`)}</Badge>;
}
