import { useTranslation } from 'react-i18next';
import type { ScoreBreakdown as Breakdown } from '@domain/programmes/scoring-formula';
import { formatNumber } from '@web/lib/format';

/** How each criterion of the programme's formula contributed to the score, and which version was used. */
export function ScoreBreakdown({
  breakdown,
  score,
  formulaVersion,
}: {
  breakdown: Breakdown | null;
  score: number | null;
  formulaVersion: number | null;
}) {
  const { t, i18n } = useTranslation(['staff-applications', 'eligibility']);
  return (
    <section aria-labelledby="score-breakdown-heading" className="flex flex-col gap-2">
      <h3 id="score-breakdown-heading" className="text-sm font-semibold">
        {t('staff-applications:score.title')}
      </h3>
      {breakdown === null ? (
        <p className="text-sm text-muted-foreground">{t('staff-applications:score.none')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-start text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                {t('staff-applications:score.criterion')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('staff-applications:score.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {breakdown.map((line, index) => (
              <tr key={`${line.field}-${line.questionId ?? index}`} className="border-b border-border">
                <th scope="row" className="py-1 text-start font-normal">
                  {t(`eligibility:fields.${line.field}`)}
                  {line.questionId && <span className="text-muted-foreground"> ({line.questionId})</span>}
                </th>
                <td className="py-1 text-end">{formatNumber(line.points, i18n.language)}</td>
              </tr>
            ))}
            {score !== null && (
              <tr>
                <th scope="row" className="py-1 text-start font-semibold">
                  {t('staff-applications:score.total')}
                </th>
                <td className="py-1 text-end font-semibold">{formatNumber(score, i18n.language)}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {formulaVersion !== null && (
        <p className="text-xs text-muted-foreground">
          {t('staff-applications:score.formulaVersion', { version: formulaVersion })}
        </p>
      )}
    </section>
  );
}
