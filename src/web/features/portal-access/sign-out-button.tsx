import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../lib/use-sign-out';
import { Button } from '../../ui/button';

export function SignOutButton() {
  const { t } = useTranslation('portal');
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={isSigningOut}>
      <LogOut aria-hidden="true" />
      {isSigningOut ? t('signOut.busy') : t('signOut.button')}
    </Button>
  );
}
