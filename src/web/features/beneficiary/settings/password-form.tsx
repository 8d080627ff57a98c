import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema, type ChangePasswordForm } from '@domain/beneficiary-settings';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Spinner } from '@web/ui/spinner';
import { useChangePassword } from './api/change-password';
import { CheckboxField } from './checkbox-field';
import { SectionCard } from './section-card';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password; a wrong current password is said plainly, next to the form. */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions: signOutOthers });
      reset(EMPTY);
      toast.success(t('password.changed'));
    } catch (error) {
      setFailure(applyServerErrors(error, changePasswordFormSchema.shape, setError));
    }
  });

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <FormField label={t('password.current')} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <FormField label={t('password.new')} hint={t('password.newHint')} error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label={t('password.confirm')} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <CheckboxField
          label={t('password.signOutOthers')}
          description={t('password.signOutOthersHint')}
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.target.checked)}
        />
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <KeyRound aria-hidden="true" />}
          {isSubmitting ? t('password.saving') : t('password.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
