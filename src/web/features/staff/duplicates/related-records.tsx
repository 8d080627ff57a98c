import { useTranslation } from 'react-i18next';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import { formatDate, formatKes } from '@web/lib/format';

/** One record's applications, enrolments and payments: what a merge would move. */
export function RelatedRecords({ record, label }: { record: BeneficiaryRecord; label: string }) {
  const { t, i18n } = useTranslation('staff-duplicates');
  const name = `${record.person.firstName} ${record.person.lastName}`;
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : t('person.notGiven'));
  const sections = [
    {
      key: 'applications',
      items: record.applications.map((item) => ({
        id: item.id,
        text: `${item.programme} · ${item.status} · ${date(item.appliedAt)}`,
      })),
    },
    {
      key: 'enrolments',
      items: record.enrolments.map((item) => ({
        id: item.id,
        text: `${item.name} (${item.code}) · ${item.status} · ${date(item.enrolledAt)}`,
      })),
    },
    {
      key: 'payments',
      items: record.payments.items.map((item) => ({
        id: item.id,
        text: `${formatKes(item.amount, i18n.language)} · ${item.status} · ${date(item.createdAt)}`,
      })),
    },
  ];
  return (
    <section
      aria-label={`${label}: ${name}`}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3"
    >
      <h3 className="font-semibold break-words">{`${label}: ${name}`}</h3>
      {sections.map((section) => (
        <div key={section.key}>
          <h4 className="text-sm font-medium">{t(`details.${section.key}`, { count: section.items.length })}</h4>
          {section.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('details.none')}</p>
          ) : (
            <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm">
              {section.items.map((item) => (
                <li key={item.id} className="break-words">
                  {item.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
