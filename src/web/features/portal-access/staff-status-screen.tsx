import { Clock, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/lib/toast';
import { useSession } from '@web/lib/session';
import { Button } from '@web/ui/button';
import { GuardScreen } from './guard-screen';
import { SignOutButton } from '@web/ui/sign-out-button';

/** A staff account that an admin has not approved yet, or has deactivated. */
export function StaffStatusScreen({ status }: { status: 'pending' | 'deactivated' }) {
  const { t } = useTranslation('portal');
  const { refetch } = useSession();
  const [isChecking, setIsChecking] = useState(false);
  const isPending = status === 'pending';

  // Approval can happen while this page is open: checking again avoids signing in anew.
  async function checkAgain() {
    setIsChecking(true);
    const user = await refetch();
    setIsChecking(false);
    if (user?.staff?.status === 'pending') toast.info(t('staffStatus.stillPending'));
  }

  return (
    <GuardScreen
      icon={isPending ? <Clock /> : <UserX />}
      title={t(`staffStatus.${status}.title`)}
      actions={
        <>
          {isPending && (
            <Button onClick={() => void checkAgain()} disabled={isChecking}>
              {isChecking ? t('staffStatus.checking') : t('staffStatus.checkAgain')}
            </Button>
          )}
          <SignOutButton />
        </>
      }
    >
      <p>{t(`staffStatus.${status}.description`)}</p>
    </GuardScreen>
  );
}
