import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RankedApplicant, RankingState } from '@domain/programmes/programme-selection';
import { formatDate, formatNumber } from '@web/lib/format';
import { Badge, type BadgeTone } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { EligibilityNotes } from './eligibility-notes';

const STATE_TONES: Record<RankingState, BadgeTone | undefined> = {
  selected: 'green',
  waiting: 'blue',
  ineligible: 'red',
  withdrawn: 'yellow',
  decided: undefined,
};

export function RankingStateBadge({ state }: { state: RankingState }) {
  const { t } = useTranslation('staff-selection');
  return <Badge tone={STATE_TONES[state]}>{t(`states.${state}`)}</Badge>;
}

/** The applicants in score order; the rank is the place on the waiting list, so only waiting people have one. */
export function RankingTable({
  applicants,
  mayDesign,
  onWithdraw,
}: {
  applicants: RankedApplicant[];
  mayDesign: boolean;
  onWithdraw: (applicant: RankedApplicant) => void;
}) {
  const { t, i18n } = useTranslation('staff-selection');
  const none = t('table.none');
  return (
    <Table>
      <caption className="sr-only">{t('table.caption')}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.rank')}</TableHead>
          <TableHead>{t('table.name')}</TableHead>
          <TableHead>{t('table.camp')}</TableHead>
          <TableHead>{t('table.gender')}</TableHead>
          <TableHead>{t('table.age')}</TableHead>
          <TableHead>{t('table.score')}</TableHead>
          <TableHead>{t('table.appliedOn')}</TableHead>
          <TableHead>{t('table.state')}</TableHead>
          <TableHead>{t('table.eligibility')}</TableHead>
          {mayDesign && <TableHead>{t('table.actions')}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {applicants.map((applicant) => (
          <TableRow key={applicant.applicationId}>
            <TableCell>{applicant.rank ?? <span aria-label={t('table.noRank')}>–</span>}</TableCell>
            <TableCell className="min-w-40">
              <Link
                className="text-primary underline-offset-4 hover:underline"
                to={`/staff/beneficiaries/${applicant.beneficiaryId}`}
              >
                {applicant.name}
              </Link>
            </TableCell>
            <TableCell>
              {applicant.camp ? t(`camps.${applicant.camp}`, { defaultValue: applicant.camp }) : none}
            </TableCell>
            <TableCell>
              {applicant.gender ? t(`genders.${applicant.gender}`, { defaultValue: applicant.gender }) : none}
            </TableCell>
            <TableCell>{applicant.age ?? none}</TableCell>
            <TableCell>{formatNumber(applicant.score, i18n.language)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(applicant.appliedAt, i18n.language)}</TableCell>
            <TableCell>
              <RankingStateBadge state={applicant.state} />
            </TableCell>
            <TableCell>
              <EligibilityNotes eligibility={applicant.eligibility} />
            </TableCell>
            {mayDesign && (
              <TableCell>
                {applicant.state === 'selected' && (
                  <Button variant="outline" size="sm" onClick={() => onWithdraw(applicant)}>
                    <UserMinus aria-hidden="true" />
                    {t('withdraw.button')}
                    <span className="sr-only">{applicant.name}</span>
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
