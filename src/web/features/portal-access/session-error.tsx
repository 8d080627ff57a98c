import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { GuardScreen } from './guard-screen';

/** The session could not be checked (offline, server down): say so and let them retry. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <GuardScreen
      icon={<WifiOff />}
      title={t('sessionError.title')}
      actions={<Button onClick={onRetry}>{t('sessionError.retry')}</Button>}
    >
      <p>{t('sessionError.description')}</p>
    </GuardScreen>
  );
}
