import { useTranslation } from 'react-i18next';
import type { SelectionResult as Result } from '@domain/programmes/programme-selection';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { quotaFillText } from './quota-label';

/** What the last selection did, and each minimum it could not meet (too few eligible people in the group). */
export function SelectionResult({ result, onDismiss }: { result: Result; onDismiss: () => void }) {
  const { t } = useTranslation('staff-selection');
  return (
    <Alert tone={result.unmetQuotas.length > 0 ? 'warning' : 'success'} className="flex flex-col gap-2">
      <p className="font-medium">{t('result.selected', { count: result.selected.length })}</p>
      {result.selected.length > 0 && <p>{result.selected.map((person) => person.name).join(', ')}</p>}
      {result.unmetQuotas.length > 0 && (
        <>
          <p>{t('result.unmetIntro')}</p>
          <ul className="list-disc ps-5">
            {result.unmetQuotas.map(({ quota, filled }) => (
              <li key={`${quota.dimension}:${quota.value}`}>{quotaFillText(t, quota, filled)}</li>
            ))}
          </ul>
        </>
      )}
      <Button variant="outline" size="sm" className="self-start" onClick={onDismiss}>
        {t('common.dismiss')}
      </Button>
    </Alert>
  );
}
