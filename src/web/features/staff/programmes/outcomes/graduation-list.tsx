import { useTranslation } from 'react-i18next';
import type { GraduationPerson } from '@domain/programmes/follow-up-views';
import { Badge, type BadgeTone } from '@web/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';

const TONES: Record<GraduationPerson['status'], BadgeTone> = {
  graduated: 'green',
  on_track: 'blue',
  not_graduated: 'yellow',
};

type Result = GraduationPerson['criteria'][number];

/** Why, criterion by criterion: "Business trading at 6 months: met", with the figure it was judged on. */
function ResultLine({ result }: { result: Result }) {
  const { t } = useTranslation('staff-outcomes');
  const { criterion } = result;
  const what =
    criterion.kind === 'answered_yes'
      ? t('criteria.answeredYes', {
          question: t(`questions.${criterion.question}`, { defaultValue: criterion.question }),
          months: criterion.atMonths,
        })
      : t(criterion.perHouseholdMember ? 'criteria.atLeastPerMember' : 'criteria.atLeast', {
          question: t(`questions.${criterion.question}`, { defaultValue: criterion.question }),
          value: criterion.value,
          months: criterion.atMonths,
        });
  const observed =
    typeof result.observed === 'number'
      ? ` (${Math.round(result.observed)})`
      : typeof result.observed === 'boolean'
        ? ` (${t(result.observed ? 'yes' : 'no')})`
        : '';
  return (
    <li>
      {what}: {t(`outcomes.${result.outcome}`)}
      {observed}
    </li>
  );
}

export function GraduationList({ items }: { items: GraduationPerson[] }) {
  const { t } = useTranslation('staff-outcomes');
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('graduation.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('graduation.person')}</TableHead>
            <TableHead>{t('graduation.camp')}</TableHead>
            <TableHead>{t('graduation.status')}</TableHead>
            <TableHead>{t('graduation.why')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((person) => (
            <TableRow key={person.beneficiaryId}>
              <TableCell>{person.name}</TableCell>
              <TableCell>{person.camp ?? '–'}</TableCell>
              <TableCell>
                <Badge tone={TONES[person.status]}>{t(`statuses.${person.status}`)}</Badge>
              </TableCell>
              <TableCell>
                <ul className="flex flex-col gap-1 text-sm">
                  {person.criteria.map((result, index) => (
                    <ResultLine key={index} result={result} />
                  ))}
                </ul>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
