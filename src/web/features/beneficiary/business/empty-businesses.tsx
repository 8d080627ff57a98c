import { Plus, Store } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';

/** Says why registering is worth a person's time: grants and training go to known businesses. */
export function EmptyBusinesses({ onRegister }: { onRegister: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const { t } = useTranslation('business');
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <Store aria-hidden="true" className="size-12 text-slate-400" />
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{t('empty.description')}</p>
      <Button onClick={onRegister}>
        <Plus aria-hidden="true" />
        {t('empty.action')}
      </Button>
    </Card>
  );
}
