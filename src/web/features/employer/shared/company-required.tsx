import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';

/** A new employer's first step: postings need a company profile that staff can verify. */
export function CompanyRequired() {
  const { t } = useTranslation('company');
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <Building2 aria-hidden="true" className="size-12 text-slate-400" />
      <h2 className="text-lg font-semibold">{t('required.title')}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{t('required.description')}</p>
      <Button asChild>
        <Link to="/employer/profile">{t('required.action')}</Link>
      </Button>
    </Card>
  );
}
