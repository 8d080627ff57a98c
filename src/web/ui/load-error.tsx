import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api';
import { Alert } from './alert';
import { Button } from './button';

/** What a screen shows when its data did not load: the reason and a Retry button. */
export function LoadError({ error, onRetry, className }: { error: unknown; onRetry: () => void; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert tone="error" className={`flex flex-wrap items-center justify-between gap-3 ${className ?? ''}`}>
      <span>{t('loadError', { message: errorMessage(error) })}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
