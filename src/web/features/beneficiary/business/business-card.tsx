import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownSector, type BeneficiaryBusiness } from '@domain/business';
import { formatDate, formatKes, formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { BusinessDialog } from './business-dialog';
import { BusinessStatusBadge } from './business-status-badge';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** A calendar date read as that day where the reader is, never shifted by a time zone. */
const formatDay = (isoDate: string, language: string) => formatDate(new Date(`${isoDate}T00:00:00`), language);

export function BusinessCard({ business }: { business: BeneficiaryBusiness }) {
  const { t, i18n } = useTranslation('business');
  const [editing, setEditing] = useState(false);
  const language = i18n.language;
  const notGiven = t('card.notGiven');
  const sector = isKnownSector(business.sector) ? t(`sectors.${business.sector}`) : (business.sector ?? notGiven);
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{business.name}</h2>
          <p className="text-sm text-muted-foreground">{sector}</p>
        </div>
        <BusinessStatusBadge status={business.status} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Detail term={t('card.location')}>{business.location ?? notGiven}</Detail>
        <Detail term={t('card.started')}>
          {business.startDate ? formatDay(business.startDate, language) : notGiven}
        </Detail>
        <Detail term={t('card.employees')}>{formatNumber(business.employees, language)}</Detail>
        <Detail term={t('card.monthlyRevenue')}>
          {business.monthlyRevenue === null ? notGiven : formatKes(business.monthlyRevenue, language)}
        </Detail>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {t('card.lastUpdated', { date: formatDate(business.updatedAt, language) })}
        </p>
        <BusinessDialog
          open={editing}
          onOpenChange={setEditing}
          business={business}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              {t('card.update')}
              <span className="sr-only">: {business.name}</span>
            </Button>
          }
        />
      </div>
    </Card>
  );
}
