import { useTranslation } from 'react-i18next';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import { formatDate } from '@web/lib/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { RecordSection } from './record-section';

export function ApplicationsSection({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation(['staff-record', 'applications']);
  return (
    <RecordSection
      title={t('sections.applications')}
      empty={t('empty.applications')}
      isEmpty={record.applications.length === 0}
    >
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.programme')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
            <TableHead>{t('columns.appliedOn')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {record.applications.map((application) => (
            <TableRow key={application.id}>
              <TableCell>{application.programme}</TableCell>
              <TableCell className="whitespace-nowrap">
                {t(`applications:status.${application.status}`, { defaultValue: application.status })}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {application.appliedAt ? formatDate(application.appliedAt, i18n.language) : t('page.none')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}

export function EnrolmentsSection({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation('staff-record');
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '—');
  return (
    <RecordSection
      title={t('sections.enrolments')}
      empty={t('empty.enrolments')}
      isEmpty={record.enrolments.length === 0}
    >
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.project')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
            <TableHead>{t('columns.enrolled')}</TableHead>
            <TableHead>{t('columns.completed')}</TableHead>
            <TableHead>{t('columns.withdrawn')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {record.enrolments.map((enrolment) => (
            <TableRow key={enrolment.id}>
              <TableCell>
                {enrolment.name}
                <span className="block font-mono text-xs text-muted-foreground">{enrolment.code}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {t(`enrolmentStatuses.${enrolment.status}`, { defaultValue: enrolment.status })}
              </TableCell>
              <TableCell className="whitespace-nowrap">{date(enrolment.enrolledAt)}</TableCell>
              <TableCell className="whitespace-nowrap">{date(enrolment.completedAt)}</TableCell>
              <TableCell className="whitespace-nowrap">{date(enrolment.withdrawnAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}

/** Metadata only: the files stay behind the document review screens. */
export function DocumentsSection({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation(['staff-record', 'documents']);
  return (
    <RecordSection title={t('sections.documents')} empty={t('empty.documents')} isEmpty={record.documents.length === 0}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.document')}</TableHead>
            <TableHead>{t('columns.type')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
            <TableHead>{t('columns.expires')}</TableHead>
            <TableHead>{t('columns.uploaded')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {record.documents.map((document) => (
            <TableRow key={document.id}>
              <TableCell>{document.name}</TableCell>
              <TableCell>{t(`documents:types.${document.type}`, { defaultValue: document.type })}</TableCell>
              <TableCell className="whitespace-nowrap">
                {t(`documents:status.${document.status}`, { defaultValue: document.status })}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {document.expiresOn ? formatDate(document.expiresOn, i18n.language) : '—'}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(document.uploadedAt, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}
