import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Spinner } from '@web/ui/spinner';
import { useSetUssdPin } from './api/ussd-pin';
import { ussdPinFormSchema, type UssdPinForm } from './ussd-pin-schema';

const EMPTY: UssdPinForm = { pin: '', confirmPin: '' };

interface UssdPinFormProps {
  isSet: boolean;
  /** Offline nothing is sent: a PIN is never kept on the device to be sent later. */
  online: boolean;
  onSaved: () => void;
}

/** Set or change the PIN: four digits typed twice, on the number pad, never remembered by the browser. */
export function UssdPinSetForm({ isSet, online, onSaved }: UssdPinFormProps) {
  const { t } = useTranslation('ussd');
  const save = useSetUssdPin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<UssdPinForm>({
    resolver: zodResolver(ussdPinFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ pin }) => {
    setFailure(null);
    try {
      await save.mutateAsync(pin);
      reset(EMPTY);
      onSaved();
    } catch (error) {
      setFailure(applyServerErrors(error, ussdPinFormSchema.shape, setError));
    }
  });

  const pinInput = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } as const;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormField label={isSet ? t('pin.newPin') : t('pin.pin')} hint={t('pin.pinHint')} error={errors.pin?.message}>
        <Input {...pinInput} className="max-w-40" {...register('pin')} />
      </FormField>
      <FormField label={t('pin.confirm')} error={errors.confirmPin?.message}>
        <Input {...pinInput} className="max-w-40" {...register('confirmPin')} />
      </FormField>
      <Button type="submit" className="self-start" disabled={isSubmitting || !online}>
        {isSubmitting ? <Spinner /> : <KeyRound aria-hidden="true" />}
        {isSubmitting ? t('pin.saving') : isSet ? t('pin.change') : t('pin.set')}
      </Button>
    </form>
  );
}
