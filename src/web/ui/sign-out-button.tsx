import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@web/lib/use-sign-out';
import { Button } from './button';

/** Headers are crowded on a phone: the label can stay for screen readers only below a breakpoint. */
const LABEL_CLASSES = {
  always: undefined,
  sm: 'sr-only sm:not-sr-only',
  xl: 'sr-only xl:not-sr-only',
} as const;

export function SignOutButton({ labelHiddenBelow = 'always' }: { labelHiddenBelow?: keyof typeof LABEL_CLASSES }) {
  const { t } = useTranslation('portal');
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={isSigningOut}>
      <LogOut aria-hidden="true" />
      <span className={LABEL_CLASSES[labelHiddenBelow]}>{isSigningOut ? t('signOut.busy') : t('signOut.button')}</span>
    </Button>
  );
}
