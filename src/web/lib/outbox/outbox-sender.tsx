import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { useOnlineStatus } from '@web/lib/online-status';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { flushOutbox, onOutboxSettled } from './outbox';

/**
 * Sends what was prepared offline: when the app starts and whenever the network comes back. The person
 * is told of each send, and the screens showing what it changed are refreshed. Mounted once per portal.
 */
export function OutboxSender() {
  // Not suspending: the portal must not wait for these texts; they are loaded long before a send is.
  const { t } = useTranslation('device', { useSuspense: false });
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const online = useOnlineStatus();

  useEffect(
    () =>
      onOutboxSettled((entry, outcome) => {
        if (outcome.sent) toast.success(t(`sent.${entry.kind}`));
        else toast.error(t('refused', { message: errorMessage(outcome.error) }));
        void queryClient.invalidateQueries();
      }),
    [t, queryClient],
  );

  useEffect(() => {
    if (userId && online) void flushOutbox(userId).catch(() => undefined);
  }, [userId, online]);

  return null;
}
