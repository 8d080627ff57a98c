import { useTranslation } from 'react-i18next';
import type { PaymentBatchStatus, PaymentStatus } from '@domain/payments';
import { Badge, type BadgeTone } from '@web/ui/badge';

const BATCH_TONES: Record<PaymentBatchStatus, BadgeTone> = {
  awaiting_approval: 'yellow',
  approved: 'blue',
  rejected: 'red',
  cancelled: 'red',
  disbursing: 'purple',
  completed: 'green',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

export function BatchStatusBadge({ status }: { status: PaymentBatchStatus }) {
  const { t } = useTranslation('staff-payments');
  return <Badge tone={BATCH_TONES[status]}>{t(`batchStatuses.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('staff-payments');
  return <Badge tone={PAYMENT_TONES[status]}>{t(`paymentStatuses.${status}`)}</Badge>;
}
