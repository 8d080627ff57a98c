import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ProgrammeIndicators } from '@domain/programmes/indicators-views';

/*
 * Completion, business survival at 6 months and graduation per group, as bars. The table beside it holds
 * the same figures and is the accessible version, so the drawing is hidden from screen readers.
 */
const COLOURS = ['#1d4ed8', '#047857', '#b45309'];

export function IndicatorsChart({
  indicators,
  groupLabel,
}: {
  indicators: ProgrammeIndicators;
  groupLabel: (group: string) => string;
}) {
  const { t } = useTranslation('staff-outcomes');
  const percent = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 100));
  const data = indicators.groups.map((group) => ({
    label: groupLabel(group.group),
    completion: percent(group.completion.rate),
    survival: percent(group.survival[6].rate),
    graduation: percent(group.graduation?.rate ?? null),
  }));
  return (
    <div aria-hidden="true" className="outcomes-chart h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} />
          <YAxis domain={[0, 100]} tickFormatter={(value: number) => `${value}%`} width={48} />
          <Tooltip formatter={(value) => `${String(value)}%`} />
          <Legend />
          <Bar dataKey="completion" name={t('figures.completion')} fill={COLOURS[0]} />
          <Bar dataKey="survival" name={t('figures.survival6')} fill={COLOURS[1]} />
          <Bar dataKey="graduation" name={t('figures.graduation')} fill={COLOURS[2]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
