import { useTranslation } from 'react-i18next';
import type { BusinessStatus } from '@domain/business';
import { Badge } from '@web/ui/badge';

/** Colour helps at a glance; the word carries the meaning (text contrast at least 4.5:1 on each tint). */
const LOOKS: Record<BusinessStatus, string> = {
  startup: 'border-blue-200 bg-blue-50 text-blue-800',
  operating: 'border-green-200 bg-green-50 text-green-800',
  growing: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  closed: 'border-slate-300 bg-slate-100 text-slate-800',
};

export function BusinessStatusBadge({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation('business');
  return <Badge className={LOOKS[status]}>{t(`statuses.${status}`)}</Badge>;
}
