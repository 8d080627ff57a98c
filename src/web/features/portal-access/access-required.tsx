import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserType } from '@domain/user-types';
import { Button } from '@web/ui/button';
import { GuardScreen } from './guard-screen';

/** No session: the spec's 'Access Required' screen, worded for the portal asked for. */
export function AccessRequired({ portal }: { portal: UserType }) {
  const { t } = useTranslation('portal');
  return (
    <GuardScreen
      icon={<LockKeyhole />}
      title={t('accessRequired.title')}
      actions={
        <>
          <Button asChild>
            <Link to="/auth/signin">{t('accessRequired.signIn')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/auth/signup">{t('accessRequired.signUp')}</Link>
          </Button>
        </>
      }
    >
      <p>{t(`accessRequired.description.${portal}`)}</p>
    </GuardScreen>
  );
}
