import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationForm } from '@domain/programme-application';
import { formatKes } from '@web/lib/format';
import { useProgrammes } from '../api/get-programmes';

/** Step 3's review: what will be sent, so a mistake can be fixed with Back before submitting. */
export function ReviewSummary() {
  const { t, i18n } = useTranslation('applications');
  const { watch } = useFormContext<ApplicationForm>();
  const headingId = useId();
  const values = watch();
  const programme = useProgrammes(i18n.language).data?.find((p) => p.id === values.programId);
  const yesNo = (value: boolean) => t(value ? 'review.yes' : 'review.no');
  const rows: [string, string][] = [
    [t('fields.program'), programme?.name ?? values.programId],
    [
      t('fields.householdIncome'),
      Number.isFinite(values.householdIncome) ? formatKes(values.householdIncome, i18n.language) : t('review.notGiven'),
    ],
    [
      t('fields.householdSize'),
      Number.isFinite(values.householdSize) ? String(values.householdSize) : t('review.notGiven'),
    ],
    [
      t('fields.employmentStatus'),
      values.employmentStatus ? t(`employment.${values.employmentStatus}`) : t('review.notGiven'),
    ],
    [t('fields.previousAssistance'), yesNo(values.previousAssistance)],
    [t('fields.hasBankAccount'), yesNo(values.hasBankAccount)],
    [t('fields.hasMobileMoney'), yesNo(values.hasMobileMoney)],
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-muted p-3">
      <h4 id={headingId} className="mb-2 text-sm font-semibold">
        {t('review.title')}
      </h4>
      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
