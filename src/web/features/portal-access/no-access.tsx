import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalPathFor, type UserType } from '@domain/user-types';
import { Button } from '@web/ui/button';
import { GuardScreen } from './guard-screen';
import { SignOutButton } from '@web/ui/sign-out-button';

interface NoAccessProps {
  portal: UserType;
  signedInAs: UserType;
}

/** Signed in, but this portal belongs to another account type (the API answers 403 too). */
export function NoAccess({ portal, signedInAs }: NoAccessProps) {
  const { t } = useTranslation('portal');
  return (
    <GuardScreen
      icon={<ShieldX />}
      title={t('noAccess.title')}
      actions={
        <>
          <Button asChild>
            <Link to={portalPathFor(signedInAs)}>{t(`noAccess.goTo.${signedInAs}`)}</Link>
          </Button>
          <SignOutButton />
        </>
      }
    >
      <p>{t(`noAccess.portalFor.${portal}`)}</p>
      <p>{t(`noAccess.signedInAs.${signedInAs}`)}</p>
    </GuardScreen>
  );
}
