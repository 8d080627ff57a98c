import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SMS_CEILING_MAX_KES, smsCeilingInputSchema, type SmsCeilingInput } from '@domain/group-sms';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatKes } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { Spinner } from '@web/ui/spinner';
import { useSaveSmsCeiling, useSmsCeiling } from './api/sms-ceiling';

/** An empty box is "no ceiling": group SMS off. */
const toCeiling = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * An administrator's daily ceiling on what their organisation spends on group
 * texts, in whole shillings; without one, staff cannot send group SMS.
 */
export function SmsCeilingForm() {
  const { t, i18n } = useTranslation('staff-messages');
  const headingId = useId();
  const ceiling = useSmsCeiling();
  const save = useSaveSmsCeiling();
  const { register, handleSubmit, reset, setError, formState } = useForm<SmsCeilingInput>({
    resolver: zodResolver(smsCeilingInputSchema),
    defaultValues: { dailyCeilingKes: null },
  });
  const saved = ceiling.data?.dailyCeilingKes;
  useEffect(() => {
    if (saved !== undefined) reset({ dailyCeilingKes: saved });
  }, [saved, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('ceiling.saved'));
    } catch (error) {
      toast.error(t('ceiling.failed'), {
        description: applyServerErrors(
          error,
          smsCeilingInputSchema.shape as unknown as Record<Path<SmsCeilingInput>, unknown>,
          setError,
        ),
      });
    }
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('ceiling.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('ceiling.description')}</p>
      {ceiling.isPending && <Skeleton className="h-16 w-full" />}
      {ceiling.isError && <LoadError error={ceiling.error} onRetry={() => void ceiling.refetch()} />}
      {ceiling.data && (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <p className="text-sm">
            {ceiling.data.dailyCeilingKes === null
              ? t('ceiling.off')
              : t('ceiling.spent', {
                  spent: formatKes(ceiling.data.spentTodayKes, i18n.language),
                  ceiling: formatKes(ceiling.data.dailyCeilingKes, i18n.language),
                })}
          </p>
          <FormField
            label={t('ceiling.label', { organisation: ceiling.data.organisation ?? '' })}
            hint={t('ceiling.hint')}
            error={formState.errors.dailyCeilingKes?.message}
          >
            <Input
              inputMode="numeric"
              className="max-w-48"
              max={SMS_CEILING_MAX_KES}
              {...register('dailyCeilingKes', { setValueAs: toCeiling })}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting && <Spinner />}
              {t('ceiling.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
