import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { useDuplicateDetails } from './api/get-duplicate-details';
import { COMPARED_FIELDS, differs } from './compare-fields';
import { RelatedRecords } from './related-records';
import { RiskBadge } from './risk-badge';

/** Every field of both records side by side; a difference is flagged in words, not only by colour. */
export function DuplicateDetailsDialog({
  alertId,
  onOpenChange,
}: {
  alertId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-duplicates');
  const details = useDuplicateDetails(alertId, true);
  const [one, two] = details.data?.records ?? [];
  const notGiven = t('person.notGiven');
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogTitle>{t('details.title')}</DialogTitle>
        <DialogDescription>{t('details.description')}</DialogDescription>
        {details.isPending && <Skeleton className="h-64 w-full" />}
        {details.isError && (
          <LoadError
            error={details.error}
            message={t('details.loadError', { message: errorMessage(details.error) })}
            onRetry={() => void details.refetch()}
          />
        )}
        {details.data && one && two && (
          <>
            <RiskBadge risk={details.data.alert.riskScore} />
            <Table>
              <caption className="sr-only">{t('details.tableCaption')}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{t('details.field')}</TableHead>
                  <TableHead scope="col">{`${t('person.record1')}: ${one.person.firstName} ${one.person.lastName}`}</TableHead>
                  <TableHead scope="col">{`${t('person.record2')}: ${two.person.firstName} ${two.person.lastName}`}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {COMPARED_FIELDS.map(({ key, value }) => {
                  const [a, b] = [value(one), value(two)];
                  const different = differs(a, b);
                  return (
                    <TableRow key={key} className={different ? 'bg-amber-50' : undefined}>
                      <TableHead scope="row" className="font-medium">
                        {t(`details.fields.${key}`)}
                        {different && (
                          <span className="ms-2 rounded border border-amber-400 px-1 text-xs font-semibold text-amber-900">
                            {t('details.differs')}
                          </span>
                        )}
                      </TableHead>
                      <TableCell className="break-all">{a ?? notGiven}</TableCell>
                      <TableCell className="break-all">{b ?? notGiven}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <div className="grid gap-4 md:grid-cols-2">
              <RelatedRecords record={one} label={t('person.record1')} />
              <RelatedRecords record={two} label={t('person.record2')} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
