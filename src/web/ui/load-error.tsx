import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Alert } from './alert';
import { Button } from './button';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The screen's own wording ("Could not load your payments: ..."); a generic one otherwise. */
  message?: string;
  className?: string;
}

/** What a screen shows when its data did not load: the reason and a Retry button. */
export function LoadError({ error, onRetry, message, className }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert tone="error" className={`flex flex-wrap items-center justify-between gap-3 ${className ?? ''}`}>
      <span>{message ?? t('loadError', { message: errorMessage(error) })}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
