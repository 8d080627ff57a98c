import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '@web/lib/i18n';
import { canUseStaffConsole } from '@domain/staff';
import type { UserType } from '@domain/user-types';
import { useSession } from '@web/lib/session';
import { useGuardSigningOut } from '@web/lib/use-sign-out';
import { AccessRequired } from './access-required';
import { LoadingScreen } from './loading-screen';
import { NoAccess } from './no-access';
import { SessionError } from './session-error';
import { StaffStatusScreen } from './staff-status-screen';
import { VerifyEmailBanner } from './verify-email-banner';

interface PortalGuardProps {
  portal: UserType;
  children: ReactNode;
}

/**
 * Decides what a visitor of a portal sees: the portal itself only for a signed-in
 * account of that type (and, for staff, an approved one). The API enforces the
 * same rules; this screen just explains them.
 */
export function PortalGuard({ portal, children }: PortalGuardProps) {
  const { t } = useTranslation('portal');
  // Every portal has forms: their validation messages load with the portal, but after its first screen (on
  // Slow 3G their 5 KB would delay it). A form that reads them directly names the namespace and waits for it;
  // the fields' messages show as soon as it arrives.
  useEffect(() => void i18next.loadNamespaces('validation').catch(() => undefined), []);
  const { user, isLoading, error, refetch } = useSession();
  const isSigningOut = useGuardSigningOut();

  if (isLoading) return <LoadingScreen label={t('loading')} />;
  if (!user && isSigningOut) return <LoadingScreen label={t('signOut.busy')} />;
  if (!user && error) return <SessionError onRetry={() => void refetch()} />;
  if (!user) return <AccessRequired portal={portal} />;
  if (user.userType !== portal) return <NoAccess portal={portal} signedInAs={user.userType} />;
  if (portal === 'staff' && !canUseStaffConsole(user.staff?.status)) {
    return <StaffStatusScreen status={user.staff?.status === 'deactivated' ? 'deactivated' : 'pending'} />;
  }
  return (
    <>
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      {children}
    </>
  );
}
