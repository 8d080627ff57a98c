import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isOnline } from '@web/lib/online-status';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { forgetDraft, keepDraft, readDraft } from './drafts';
import { deviceCopyWins, differsFrom } from './records';
import { useDebouncedKeeper } from './use-debounced-keeper';

interface KeptFormOptions {
  /** When the server's copy was last saved: a newer one wins over the device's. */
  serverSavedAt?: string | null;
}

/**
 * Keeps a react-hook-form's values on this device as they are typed, and puts them back when the form
 * opens again (after a closed tab, a reload, a night without network). Only a form the person changed
 * is kept. Answers `forget`, to call once the server (or the outbox) has the values.
 */
export function useKeptForm<T extends FieldValues, Context, Output>(
  form: UseFormReturn<T, Context, Output>,
  name: string,
  options: KeptFormOptions = {},
) {
  const { t } = useTranslation('device');
  const userId = useSession().user?.id ?? null;
  // Nothing is written before the kept copy is read back: the empty form would overwrite it.
  const [restoreDone, setRestoreDone] = useState(false);
  const serverSavedAt = useRef(options.serverSavedAt);

  const keeper = useDebouncedKeeper(() => {
    if (!userId || !differsFrom(form.getValues(), form.formState.defaultValues)) return;
    keepDraft(userId, name, form.getValues()).catch(() => undefined);
  });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    readDraft<T>(userId, name)
      .then((record) => {
        if (cancelled || !record || !deviceCopyWins(record, serverSavedAt.current)) return;
        // Kept against the server's values as defaults, so the form knows it has unsaved changes.
        form.reset(record.value, { keepDefaultValues: true });
        // Offline the toast's own code may not load; the restored text in the form speaks for itself.
        if (isOnline()) toast.info(t('restored'));
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setRestoreDone(true));
    return () => {
      cancelled = true;
    };
  }, [userId, name, form, t]);

  useEffect(() => {
    if (!restoreDone) return;
    const subscription = form.watch(() => keeper.schedule());
    return () => subscription.unsubscribe();
  }, [restoreDone, form, keeper]);

  return {
    forget: () => {
      keeper.cancel();
      if (userId) void forgetDraft(userId, name).catch(() => undefined);
    },
  };
}
