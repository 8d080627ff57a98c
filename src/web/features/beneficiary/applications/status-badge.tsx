import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@domain/programme-application';
import { Badge } from '@web/ui/badge';

/* Dark text on a pale tint keeps every badge above 4.5:1 contrast. */
const TONES: Record<ApplicationStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  submitted: 'bg-blue-50 text-blue-800',
  under_review: 'bg-amber-50 text-amber-900',
  approved: 'bg-green-50 text-green-800',
  rejected: 'bg-red-50 text-red-800',
  completed: 'bg-violet-50 text-violet-800',
  withdrawn: 'bg-slate-100 text-slate-800',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return <Badge className={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
