import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/lib/api';
import { resendVerificationEmail } from '@web/lib/auth-client';
import { Button } from '@web/ui/button';

/** Shown above every portal until the person confirms their e-mail address. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation('portal');
  const [isSending, setIsSending] = useState(false);

  async function resend() {
    setIsSending(true);
    try {
      await resendVerificationEmail(email);
      toast.success(t('verifyEmail.sentTitle'), { description: t('verifyEmail.sentDescription', { email }) });
    } catch (error) {
      toast.error(t('verifyEmail.failedTitle'), { description: errorMessage(error) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div
      role="region"
      aria-label={t('verifyEmail.label')}
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words">{t('verifyEmail.message', { email })}</p>
        <Button variant="outline" size="sm" onClick={() => void resend()} disabled={isSending}>
          {isSending ? t('verifyEmail.sending') : t('verifyEmail.resend')}
        </Button>
      </div>
    </div>
  );
}
