import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from '@domain/programme-application';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import type { SendState } from './use-application-send';

interface WizardFooterProps {
  step: WizardStep;
  saving: boolean;
  /** Sending now, or kept in the outbox until the network returns. */
  sendState: SendState;
  onBack: () => void;
  onNext: () => void;
}

/*
 * Back on steps 2 and 3, Next until the last step, which submits. While busy the
 * buttons say so with aria-disabled rather than disabled: a disabled button
 * would drop the keyboard focus.
 */
export function WizardFooter({ step, saving, sendState, onBack, onNext }: WizardFooterProps) {
  const { t } = useTranslation(['applications', 'device']);
  const submitting = sendState === 'sending';
  const busy = saving || sendState !== 'idle';
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  function submitLabel() {
    if (sendState === 'queued') return t('device:queued');
    return submitting ? t('wizard.submitting') : t('wizard.submit');
  }
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      {step > 1 ? (
        <Button
          variant="outline"
          onClick={unlessBusy(onBack)}
          aria-disabled={busy}
          className="aria-disabled:opacity-60"
        >
          {t('wizard.back')}
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      {step < 3 ? (
        <Button onClick={unlessBusy(onNext)} aria-disabled={busy} className="aria-disabled:opacity-60">
          {saving && <Spinner />}
          {saving ? t('wizard.saving') : t('wizard.next')}
        </Button>
      ) : (
        <Button type="submit" aria-disabled={busy} className="aria-disabled:opacity-60">
          {submitting && <Spinner />}
          {sendState === 'queued' && <CloudOff aria-hidden="true" />}
          {submitLabel()}
        </Button>
      )}
    </div>
  );
}
