import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { useOverdueReferrals } from './api/get-choices';

/** The dashboard's reminder of referrals past their due day: received ones to act on, sent ones to chase. */
export function OverdueReferralsCard() {
  const { t } = useTranslation('referrals');
  const overdue = useOverdueReferrals();
  if (!overdue.data) return null;
  const { received, sent } = overdue.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Share2 aria-hidden="true" className="size-5" />
          {t('dashboard.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Link className="underline" to="/staff/referrals?box=received">
          {t('dashboard.received', { count: received })}
        </Link>
        <Link className="underline" to="/staff/referrals?box=sent">
          {t('dashboard.sent', { count: sent })}
        </Link>
      </CardContent>
    </Card>
  );
}
