import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isWebAddress, type CompanyProfile } from '@domain/company-profile';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

/** The spec's read view: company info, contact info, description and registration details. */
export function CompanyView({ company, onEdit }: { company: CompanyProfile; onEdit: () => void }) {
  const { t } = useTranslation('company');
  const notGiven = t('view.notGiven');
  const industry = t(`industries.${company.industry}`, { defaultValue: company.industry });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words">{company.companyName}</h2>
          <p className="text-muted-foreground">
            {industry} · {t('sizeOption', { size: company.companySize })}
          </p>
        </div>
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('view.edit')}
        </Button>
      </div>
      <Block title={t('view.companyInfo')}>
        <Detail term={t('fields.industry')}>{industry}</Detail>
        <Detail term={t('fields.companySize')}>{t('sizeOption', { size: company.companySize })}</Detail>
        <Detail term={t('fields.website')}>
          {/* Rows written before the http(s) rule (imports, seeds) are shown as text, never as a link. */}
          {company.website && isWebAddress(company.website) ? (
            <a href={company.website} target="_blank" rel="noopener noreferrer" className="text-primary underline">
              {company.website}
            </a>
          ) : (
            (company.website ?? notGiven)
          )}
        </Detail>
        <Detail term={t('fields.location')}>{`${company.locationSubcounty}, ${company.locationCounty}`}</Detail>
      </Block>
      <Block title={t('view.contactInfo')}>
        <Detail term={t('fields.contactPerson')}>{company.contactPerson}</Detail>
        <Detail term={t('fields.contactEmail')}>{company.contactEmail}</Detail>
        <Detail term={t('fields.contactPhone')}>{company.contactPhone}</Detail>
        <Detail term={t('fields.address')}>{company.address}</Detail>
      </Block>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{t('fields.description')}</h2>
        <p className="whitespace-pre-line break-words">{company.description}</p>
      </Card>
      <Block title={t('sections.registration')}>
        <Detail term={t('fields.registrationNumber')}>{company.registrationNumber ?? notGiven}</Detail>
        <Detail term={t('fields.taxPin')}>{company.taxPin ?? notGiven}</Detail>
      </Block>
    </div>
  );
}
