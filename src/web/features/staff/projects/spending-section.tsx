import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nairobiToday } from '@domain/kenya-day';
import { expenditureInputSchema, type ExpenditureInput } from '@domain/project-input';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Spinner } from '@web/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { EXPENDITURES_PAGE_SIZE, useExpenditures } from './api/get-expenditures';
import { useRecordExpenditure } from './api/record-expenditure';
import { formatUsd } from './project-format';

function ExpenditureForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('staff-projects');
  const record = useRecordExpenditure();
  const { register, handleSubmit, setError, formState, reset } = useForm<ExpenditureInput>({
    resolver: zodResolver(expenditureInputSchema),
    defaultValues: { description: '', spentOn: nairobiToday() },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await record.mutateAsync({ projectId, values });
      toast.success(t('spending.recorded'));
      reset({ description: '', spentOn: values.spentOn });
    } catch (error) {
      toast.error(t('form.failed'), { description: applyServerErrors(error, expenditureInputSchema.shape, setError) });
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-3 sm:grid-cols-[8rem_1fr_10rem_auto] sm:items-start"
    >
      <FormField label={t('spending.amount')} error={errors.amount?.message}>
        <Input type="number" inputMode="numeric" min={1} step={1} {...register('amount', { valueAsNumber: true })} />
      </FormField>
      <FormField label={t('spending.description')} error={errors.description?.message}>
        <Input autoComplete="off" {...register('description')} />
      </FormField>
      <FormField label={t('spending.date')} error={errors.spentOn?.message}>
        <Input type="date" {...register('spentOn')} />
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={formState.isSubmitting}>
        {formState.isSubmitting && <Spinner />}
        {t('spending.record')}
      </Button>
    </form>
  );
}

/** Record money spent and see the project's spending, latest first. */
export function SpendingSection({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('staff-projects');
  const [page, setPage] = useState(1);
  const spending = useExpenditures(projectId, page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('spending.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ExpenditureForm projectId={projectId} />
        {spending.isError && <LoadError error={spending.error} onRetry={() => void spending.refetch()} />}
        {spending.data && spending.data.total === 0 && <p className="text-muted-foreground">{t('spending.empty')}</p>}
        {spending.data && spending.data.total > 0 && (
          <>
            <Table aria-label={t('spending.heading')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('spending.date')}</TableHead>
                  <TableHead>{t('spending.description')}</TableHead>
                  <TableHead className="text-end">{t('spending.amount')}</TableHead>
                  <TableHead>{t('spending.recordedBy')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {spending.data.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell className="whitespace-nowrap">{formatDate(item.spentOn, i18n.language)}</TableCell>
                    <TableCell>{item.description}</TableCell>
                    <TableCell className="text-end whitespace-nowrap">
                      {formatUsd(item.amount, i18n.language)}
                    </TableCell>
                    <TableCell>{item.recordedBy ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager
              page={page}
              pageSize={EXPENDITURES_PAGE_SIZE}
              total={spending.data.total}
              onPage={setPage}
              label={t('spending.pagerLabel')}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
