import { useTranslation } from 'react-i18next';
import { Badge } from '@web/ui/badge';

/* Dark text on a pale tint keeps every badge above 4.5:1 contrast. */
const TONES: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-800',
  submitted: 'bg-blue-50 text-blue-800',
  under_review: 'bg-amber-50 text-amber-900',
  approved: 'bg-green-50 text-green-800',
  rejected: 'bg-red-50 text-red-800',
  completed: 'bg-violet-50 text-violet-800',
  pending: 'bg-amber-50 text-amber-900',
  processing: 'bg-blue-50 text-blue-800',
  failed: 'bg-red-50 text-red-800',
};

interface StatusBadgeProps {
  /** `applicationStatus` or `paymentStatus` in dashboard.json. */
  group: 'applicationStatus' | 'paymentStatus';
  status: string;
}

/** A status the client does not know yet still reads sensibly: its code with spaces. */
export function StatusBadge({ group, status }: StatusBadgeProps) {
  const { t } = useTranslation('dashboard');
  const tone = group === 'paymentStatus' && status === 'completed' ? TONES.approved : TONES[status];
  return (
    <Badge className={tone ?? 'bg-slate-100 text-slate-800'}>
      {t(`${group}.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
    </Badge>
  );
}
