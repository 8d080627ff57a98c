import { useTranslation } from 'react-i18next';
import { cn } from '@web/ui/cn';
import { screenLength, USSD_MAX_CHARS } from './ussd-dialogue';

interface UssdScreenProps {
  screen: string;
  waiting: boolean;
  /** Every input of this dial joined by "*", as the menu received it. */
  sent: string;
}

/**
 * The phone's display: the menu's text with its line breaks, in the direction of its own script
 * (an Arabic menu reads right to left whatever this page's language), and how close it is to the
 * length a basic phone shows.
 */
export function UssdScreen({ screen, waiting, sent }: UssdScreenProps) {
  const { t } = useTranslation('ussd');
  const length = screenLength(screen);
  const tooLong = length > USSD_MAX_CHARS;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        aria-live="polite"
        aria-label={t('simulator.screen')}
        role="region"
        className="min-h-40 rounded-md border-4 border-slate-700 bg-lime-50 p-3 font-mono text-base text-slate-900"
      >
        {waiting ? (
          <p className="text-slate-700">{t('simulator.waiting')}</p>
        ) : (
          <p dir="auto" data-testid="ussd-screen" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
            {screen}
          </p>
        )}
      </div>
      <p className={cn('text-xs', tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
        {tooLong
          ? t('simulator.tooLong', { length, max: USSD_MAX_CHARS })
          : t('simulator.characters', { length, max: USSD_MAX_CHARS })}
      </p>
      {sent && (
        <p className="text-xs text-muted-foreground">
          {t('simulator.sent')} <code dir="ltr">{sent}</code>
        </p>
      )}
    </div>
  );
}
