import { BadgeCheck, ShieldX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyForReview } from '@domain/company-profile';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { useDecideCompany } from './api/decide-company';
import { RejectDialog } from './reject-dialog';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

/** What staff check against the business registry and KRA before refugees see a company's jobs. */
export function CompanyReviewCard({ company }: { company: CompanyForReview }) {
  const { t, i18n } = useTranslation('staff');
  const decide = useDecideCompany();
  const [rejecting, setRejecting] = useState(false);
  const notGiven = t('employers.notGiven');
  const verify = async () => {
    try {
      await decide.mutateAsync({ id: company.id, verdict: 'verify' });
      toast.success(t('employers.toasts.verified', { name: company.companyName }));
    } catch (error) {
      toast.error(t('employers.toasts.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div>
        <h2 className="text-lg font-semibold break-words">{company.companyName}</h2>
        <p className="text-sm text-muted-foreground">
          {company.industry} · {company.locationCounty}
        </p>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Detail term={t('employers.fields.registrationNumber')}>{company.registrationNumber ?? notGiven}</Detail>
        <Detail term={t('employers.fields.taxPin')}>{company.taxPin ?? notGiven}</Detail>
        <Detail term={t('employers.fields.contact')}>{company.contactPerson}</Detail>
        <Detail term={t('employers.fields.phone')}>{company.contactPhone}</Detail>
        <Detail term={t('employers.fields.email')}>{company.contactEmail}</Detail>
        <Detail term={t('employers.fields.submitted')}>{formatDate(company.submittedAt, i18n.language)}</Detail>
      </dl>
      {company.verificationStatus === 'rejected' && company.verificationReason && (
        <p className="text-sm break-words">
          <span className="font-medium">{t('employers.fields.reason')}</span> {company.verificationReason}
        </p>
      )}
      {company.verificationStatus === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => void verify()}>
            <BadgeCheck aria-hidden="true" />
            {t('employers.actions.verify')}
            <span className="sr-only">: {company.companyName}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            <ShieldX aria-hidden="true" />
            {t('employers.actions.reject')}
            <span className="sr-only">: {company.companyName}</span>
          </Button>
          <RejectDialog company={company} open={rejecting} onOpenChange={setRejecting} />
        </div>
      )}
    </Card>
  );
}
