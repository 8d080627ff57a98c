import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { useFormulaHistory } from '../api/get-formula-history';
import type { StaffProgramme } from '../api/programme-keys';
import { criterionSentences, SENTENCE_NAMESPACES } from '../formula/formula-sentences';
import { ChangeFormulaDialog } from './change-formula-dialog';

/** The formula in use, read as sentences, its earlier versions, and (for designers) a new version. */
export function FormulaCard({ programme, mayDesign }: { programme: StaffProgramme; mayDesign: boolean }) {
  const { t, i18n } = useTranslation(SENTENCE_NAMESPACES);
  const language = i18n.language;
  const history = useFormulaHistory(programme.id);
  const [changing, setChanging] = useState(false);
  const { formula, version } = programme.formula;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('staff-programmes:formula.title')}</CardTitle>
          <CardDescription>
            {t('staff-programmes:page.formula.current', { version, max: formatNumber(formula.maxScore, language) })}
          </CardDescription>
        </div>
        {mayDesign && programme.status !== 'closed' && (
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            <Calculator aria-hidden="true" />
            {t('staff-programmes:page.formula.change')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul className="flex flex-col gap-3">
          {formula.criteria.map((criterion, index) => (
            <li key={index}>
              <ul className="flex flex-col gap-0.5 text-sm">
                {criterionSentences(t, language, criterion, programme.questions).map((sentence, at) => (
                  <li key={at}>{sentence}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('staff-programmes:page.formula.history')}</h3>
          {history.isPending && <Skeleton className="h-20 w-full" />}
          {history.isError && (
            <LoadError
              error={history.error}
              message={t('staff-programmes:page.formula.loadError', { message: errorMessage(history.error) })}
              onRetry={() => void history.refetch()}
            />
          )}
          {history.data && (
            <Table aria-label={t('staff-programmes:page.formula.history')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('staff-programmes:page.formula.version')}</TableHead>
                  <TableHead>{t('staff-programmes:page.formula.date')}</TableHead>
                  <TableHead>{t('staff-programmes:page.formula.author')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {history.data.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>
                      {item.version}
                      {item.id === programme.formula.id && ` (${t('staff-programmes:page.formula.inUse')})`}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(item.createdAt, language)}</TableCell>
                    <TableCell>{item.createdBy?.name ?? t('staff-programmes:page.formula.platform')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      </CardContent>
      {mayDesign && <ChangeFormulaDialog programme={programme} open={changing} onOpenChange={setChanging} />}
    </Card>
  );
}
