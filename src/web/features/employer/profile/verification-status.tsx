import { BadgeCheck, Clock, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyVerificationStatus } from '@domain/jobs';
import { Alert } from '@web/ui/alert';

const LOOKS = {
  verified: { tone: 'success', Icon: BadgeCheck },
  rejected: { tone: 'error', Icon: ShieldX },
  pending: { tone: 'warning', Icon: Clock },
  unverified: { tone: 'warning', Icon: Clock },
} as const;

/** Tells the employer whether refugees can see their postings yet, and why not. */
export function VerificationStatus({ status, reason }: { status: CompanyVerificationStatus; reason: string | null }) {
  const { t } = useTranslation('company');
  const { tone, Icon } = LOOKS[status];
  return (
    <Alert tone={tone} className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{t(`verification.${status}.title`)}</p>
        <p className="text-sm">{t(`verification.${status}.description`)}</p>
        {status === 'rejected' && reason && (
          <p className="mt-1 text-sm break-words">
            <span className="font-medium">{t('verification.reason')}</span> {reason}
          </p>
        )}
      </div>
    </Alert>
  );
}
