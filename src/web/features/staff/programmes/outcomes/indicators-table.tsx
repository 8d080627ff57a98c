import { useTranslation } from 'react-i18next';
import type { ProgrammeIndicators } from '@domain/programmes/indicators-views';
import { formatKes } from '@web/lib/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { formatCount, formatRate } from './indicator-format';

type Figures = ProgrammeIndicators['overall'];

/** The indicators, one row for the whole programme and one per group; each rate shows its count on hover. */
export function IndicatorsTable({
  indicators,
  groupLabel,
}: {
  indicators: ProgrammeIndicators;
  groupLabel: (group: string) => string;
}) {
  const { t, i18n } = useTranslation('staff-outcomes');
  const rate = (share: Figures['completion'] | null) => (
    <span title={formatCount(share)}>{formatRate(share, i18n.language)}</span>
  );
  const row = (key: string, label: string, figures: Figures, strong = false) => (
    <TableRow key={key} className={strong ? 'font-semibold' : undefined}>
      <TableCell>{label}</TableCell>
      <TableCell className="text-end">{figures.participants}</TableCell>
      <TableCell className="text-end">{rate(figures.completion)}</TableCell>
      <TableCell className="text-end">{rate(figures.survival[3])}</TableCell>
      <TableCell className="text-end">{rate(figures.survival[6])}</TableCell>
      <TableCell className="text-end">{rate(figures.survival[12])}</TableCell>
      <TableCell className="text-end">{rate(figures.employment)}</TableCell>
      <TableCell className="text-end">
        {figures.medianIncomeChange === null ? '–' : formatKes(figures.medianIncomeChange, i18n.language)}
      </TableCell>
      <TableCell className="text-end">{rate(figures.graduation)}</TableCell>
    </TableRow>
  );
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t(`breakdowns.${indicators.breakdown}`)}</TableHead>
            <TableHead className="text-end">{t('figures.participants')}</TableHead>
            <TableHead className="text-end">{t('figures.completion')}</TableHead>
            <TableHead className="text-end">{t('figures.survival3')}</TableHead>
            <TableHead className="text-end">{t('figures.survival6')}</TableHead>
            <TableHead className="text-end">{t('figures.survival12')}</TableHead>
            <TableHead className="text-end">{t('figures.employment6')}</TableHead>
            <TableHead className="text-end">{t('figures.incomeChange')}</TableHead>
            <TableHead className="text-end">{t('figures.graduation')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {row('all', t('allParticipants'), indicators.overall, true)}
          {indicators.groups.map((group) => row(group.group, groupLabel(group.group), group))}
        </TableBody>
      </Table>
    </div>
  );
}
