import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';

/** The server refuses a selection made on figures someone else has changed since (409). */
export function isSelectionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export function ConflictNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('staff-selection');
  return (
    <Alert tone="error" className="flex flex-col items-start gap-2">
      <p>{t('conflict.message')}</p>
      <Button variant="outline" size="sm" onClick={onReload}>
        <RefreshCw aria-hidden="true" />
        {t('conflict.reload')}
      </Button>
    </Alert>
  );
}
