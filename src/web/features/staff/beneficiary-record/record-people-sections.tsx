import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { duplicateRiskBand } from '@domain/registry';
import type { BeneficiaryRecord, RecordDuplicateAlert } from '@domain/registry-beneficiary-record';
import { formatDate } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { StatusBadge } from './record-badges';
import { RecordSection } from './record-section';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * Other people with the same household ID, each a link to their own record. Members outside the reader's
 * places are not listed, only counted: the household may span places the reader does not work in.
 */
export function HouseholdSection({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation('staff-record');
  const outside = record.householdOutsideScope;
  return (
    <RecordSection
      title={t('sections.household')}
      empty={t('empty.household')}
      isEmpty={record.household.length === 0 && outside === 0}
    >
      {outside > 0 && (
        <p className="mb-2 text-sm text-muted-foreground">{t('scope.householdOutside', { count: outside })}</p>
      )}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.name')}</TableHead>
            <TableHead>{t('columns.progresId')}</TableHead>
            <TableHead>{t('columns.dateOfBirth')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {record.household.map((member) => (
            <TableRow key={member.id}>
              <TableCell>
                <Link className={LINK} to={`/staff/beneficiaries/${member.id}`}>
                  {member.firstName} {member.lastName}
                </Link>
              </TableCell>
              <TableCell className="font-mono whitespace-nowrap">{member.progresId ?? t('page.none')}</TableCell>
              <TableCell className="whitespace-nowrap">
                {member.dateOfBirth ? formatDate(member.dateOfBirth, i18n.language) : t('page.none')}
              </TableCell>
              <TableCell>
                <StatusBadge status={member.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}

/** The other side of an alert outside the reader's places: the limited view, and no link to a record they cannot open. */
function LimitedPerson({ alert }: { alert: RecordDuplicateAlert }) {
  const { t } = useTranslation('staff-record');
  return (
    <div className="flex flex-col">
      <span className="font-medium">{alert.otherName}</span>
      <span className="text-xs text-muted-foreground">
        {t('scope.limitedDetails', {
          year: alert.otherBirthYear ?? t('page.none'),
          camp: alert.otherCamp ?? t('page.none'),
        })}
      </span>
      <span className="text-xs text-muted-foreground">{t('scope.limitedPerson')}</span>
    </div>
  );
}

/** Pending and under-review alerts where the person is one of the pair. */
export function DuplicateAlertsSection({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation('staff-record');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <RecordSection
      title={t('sections.duplicates')}
      empty={t('empty.duplicates')}
      isEmpty={record.duplicateAlerts.length === 0}
    >
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.otherPerson')}</TableHead>
            <TableHead>{t('columns.progresId')}</TableHead>
            <TableHead>{t('columns.risk')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {record.duplicateAlerts.map((alert) => (
            <TableRow key={alert.id}>
              <TableCell>
                {alert.otherLimited ? (
                  <LimitedPerson alert={alert} />
                ) : (
                  <Link className={LINK} to={`/staff/beneficiaries/${alert.otherPersonId}`}>
                    {alert.otherName}
                  </Link>
                )}
              </TableCell>
              <TableCell className="font-mono whitespace-nowrap">{alert.otherProgresId ?? t('page.none')}</TableCell>
              <TableCell>
                <Badge tone={duplicateRiskBand(alert.riskScore) === 'low' ? 'yellow' : 'red'}>
                  {percent.format(alert.riskScore)}
                </Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap">{t(`alertStatuses.${alert.status}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}
