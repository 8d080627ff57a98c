import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOUSEHOLD_RELATIONSHIPS, type HouseholdMember, type HouseholdRelationship } from '@domain/households';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatKes } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Select } from '@web/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { useChangeRelationship } from './api/household-api';

const LINK = 'text-primary underline-offset-4 hover:underline';

function RelationshipSelect({ householdId, member }: { householdId: string; member: HouseholdMember }) {
  const { t } = useTranslation('households');
  const change = useChangeRelationship(householdId);
  const onChange = async (value: string) => {
    try {
      await change.mutateAsync({
        beneficiaryId: member.beneficiaryId,
        relationship: value === '' ? null : (value as HouseholdRelationship),
      });
      toast.success(t('members.relationshipSaved', { name: member.name }));
    } catch (error) {
      toast.error(t('members.relationshipFailed'), { description: errorMessage(error) });
    }
  };
  return (
    <Select
      aria-label={t('members.relationshipOf', { name: member.name })}
      value={member.relationship ?? ''}
      disabled={change.isPending}
      onChange={(event) => void onChange(event.target.value)}
      className="min-w-36"
    >
      <option value="">{t('common.notRecorded')}</option>
      {HOUSEHOLD_RELATIONSHIPS.map((relationship) => (
        <option key={relationship} value={relationship}>
          {t(`relationships.${relationship}`)}
        </option>
      ))}
    </Select>
  );
}

/** Current members: relationship (editable), their programmes and what they were paid. */
export function HouseholdMembers({ householdId, members }: { householdId: string; members: HouseholdMember[] }) {
  const { t, i18n } = useTranslation('households');
  if (members.length === 0) return <p className="text-sm text-muted-foreground">{t('members.none')}</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('members.name')}</TableHead>
          <TableHead>{t('fields.relationship')}</TableHead>
          <TableHead>{t('members.programmes')}</TableHead>
          <TableHead>{t('members.payments')}</TableHead>
          <TableHead>{t('members.joined')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.beneficiaryId}>
            <TableCell className="min-w-40">
              <Link className={LINK} to={`/staff/beneficiaries/${member.beneficiaryId}`}>
                {member.name}
              </Link>
              {member.progresId && (
                <span className="block font-mono text-xs text-muted-foreground">{member.progresId}</span>
              )}
            </TableCell>
            <TableCell>
              <RelationshipSelect householdId={householdId} member={member} />
            </TableCell>
            <TableCell className="min-w-40">
              {member.programmes.length === 0 ? (
                t('members.noProgrammes')
              ) : (
                <ul>
                  {member.programmes.map((programme) => (
                    <li key={programme.programmeId}>
                      {t('members.programme', { name: programme.name, status: t(`statuses.${programme.status}`) })}
                    </li>
                  ))}
                </ul>
              )}
            </TableCell>
            <TableCell className="min-w-40">
              {member.payments.count === 0
                ? t('members.noPayments')
                : t('members.paid', {
                    count: member.payments.count,
                    amount: formatKes(member.payments.totalAmount, i18n.language),
                    date: member.payments.lastPaidAt ? formatDate(member.payments.lastPaidAt, i18n.language) : '',
                  })}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(member.joinedAt, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
