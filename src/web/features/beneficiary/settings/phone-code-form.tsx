import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { phoneCodeConfirmSchema, type PhoneCodeConfirm } from '@domain/phone-verification';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Spinner } from '@web/ui/spinner';
import { useConfirmPhoneCode } from './api/phone-verification';

/** The code from the text: six digits on the number pad, which the phone may offer to fill in itself. */
export function PhoneCodeForm({ online }: { online: boolean }) {
  const { t } = useTranslation('settings');
  const confirm = useConfirmPhoneCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<PhoneCodeConfirm>({
    resolver: zodResolver(phoneCodeConfirmSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      setFailure(applyServerErrors(error, phoneCodeConfirmSchema.shape, setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormField label={t('phone.codeLabel')} hint={t('phone.codeHint')} error={errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          className="max-w-40 text-start tracking-widest"
          {...register('code')}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={isSubmitting || !online}>
        {isSubmitting ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
        {isSubmitting ? t('phone.confirming') : t('phone.confirm')}
      </Button>
    </form>
  );
}
