import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/session';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { readKeptWizard } from './kept-wizard';

interface KeptApplicationNoticeProps {
  /** Read again whenever the wizard opens or closes: a submission forgets the kept copy. */
  wizardOpen: boolean;
  onContinue: () => void;
}

/** On the list, after a closed tab or a reload: "you have an application you had not finished on this phone". */
export function KeptApplicationNotice({ wizardOpen, onContinue }: KeptApplicationNoticeProps) {
  const { t } = useTranslation('device');
  const userId = useSession().user?.id ?? null;
  const [kept, setKept] = useState(false);

  useEffect(() => {
    if (!userId || wizardOpen) return;
    let cancelled = false;
    readKeptWizard(userId).then(
      (record) => !cancelled && setKept(record !== null),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [userId, wizardOpen]);

  if (!kept || wizardOpen) return null;
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-3">
      <span>{t('unfinishedApplication')}</span>
      <Button size="sm" onClick={onContinue}>
        {t('continueApplication')}
      </Button>
    </Alert>
  );
}
