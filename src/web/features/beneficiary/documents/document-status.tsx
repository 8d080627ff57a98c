import { AlertTriangle, CheckCircle2, Clock, Search, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/ui/badge';

const LOOKS: Record<string, { icon: LucideIcon; iconColour: string; badge: string }> = {
  pending: { icon: Clock, iconColour: 'text-amber-700', badge: 'bg-amber-50 text-amber-900' },
  under_review: { icon: Search, iconColour: 'text-blue-700', badge: 'bg-blue-50 text-blue-800' },
  verified: { icon: CheckCircle2, iconColour: 'text-green-700', badge: 'bg-green-50 text-green-800' },
  rejected: { icon: XCircle, iconColour: 'text-red-700', badge: 'bg-red-50 text-red-800' },
  expired: { icon: AlertTriangle, iconColour: 'text-red-700', badge: 'bg-red-50 text-red-800' },
};
const UNKNOWN = { icon: Clock, iconColour: 'text-slate-600', badge: 'bg-slate-100 text-slate-800' };

/** Decorative: the badge says the status in words. */
export function DocumentStatusIcon({ status }: { status: string }) {
  const { icon: Icon, iconColour } = LOOKS[status] ?? UNKNOWN;
  return <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${iconColour}`} />;
}

export function DocumentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('documents');
  return (
    <Badge className={(LOOKS[status] ?? UNKNOWN).badge}>
      {t(`status.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
    </Badge>
  );
}
