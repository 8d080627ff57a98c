import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useDownloadMyData } from './api/download-my-data';
import { SectionCard } from './section-card';

/** "Download my data": one JSON file of everything stored about the person. */
export function MyDataCard() {
  const { t } = useTranslation('settings');
  const download = useDownloadMyData();

  const onClick = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('myData.done')),
      onError: (error) => toast.error(t('myData.failed'), { description: errorMessage(error) }),
    });

  return (
    <SectionCard title={t('myData.title')} description={t('myData.description')}>
      <p className="text-sm text-muted-foreground">{t('myData.privacy')}</p>
      <Button variant="outline" className="self-start" disabled={download.isPending} onClick={onClick}>
        {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
        {download.isPending ? t('myData.preparing') : t('myData.button')}
      </Button>
    </SectionCard>
  );
}
