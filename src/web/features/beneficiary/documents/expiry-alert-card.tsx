import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expiryState, localIsoDate } from '@domain/documents';
import { Badge } from '@web/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { useExpiringDocuments } from './api/get-expiring-documents';
import { formatDay } from './format-day';

/** Documents that have expired or expire within 30 days, by the reader's own calendar (spec section 4). */
export function ExpiryAlertCard() {
  const { t, i18n } = useTranslation('documents');
  const expiring = useExpiringDocuments();
  const today = localIsoDate(new Date());
  const alerts = (expiring.data ?? [])
    .map((document) => ({ document, state: expiryState(document.expiryDate, today) }))
    .filter((alert) => alert.state !== null);
  if (alerts.length === 0) return null;

  return (
    <Card className="border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-amber-950">
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
          {t('expiry.title')}
        </CardTitle>
        <CardDescription className="text-amber-950">{t('expiry.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {alerts.map(({ document, state }) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">
                <span className="font-medium">{document.documentName}</span>
                <span className="block text-slate-700">
                  {t('expiry.on', { date: formatDay(document.expiryDate ?? '', i18n.language) })}
                </span>
              </span>
              <Badge className={state === 'expired' ? 'bg-red-50 text-red-800' : 'bg-amber-100 text-amber-950'}>
                {state === 'expired' ? t('expiry.expired') : t('expiry.expiresSoon')}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
