import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ResetPasswordInput } from '@domain/auth-schemas';
import { ApiError } from '@web/lib/api';
import { resetPassword } from '@web/lib/auth-client';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { AuthLayout } from './auth-layout';
import { OutcomeAlert } from './outcome-alert';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import { useSubmitOutcome } from './use-submit-outcome';
import { lazySchema, useAuthForm } from './use-auth-form';

const schema = lazySchema<ResetPasswordInput>(() =>
  import('@domain/auth-schemas').then((module) => module.resetPasswordSchema),
);
/** The fields a server error may name. */
const FIELDS: Record<keyof ResetPasswordInput, true> = { password: true, confirmPassword: true };

/** Landing of the e-mailed link: /auth/reset-password?token=... (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [tokenRejected, setTokenRejected] = useState(false);
  const { outcome, succeeded, succeed, fail, clear } = useSubmitOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    preload,
  } = useAuthForm<ResetPasswordInput>({ schema });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    clear();
    try {
      await resetPassword(token, password);
      succeed(t('reset.success'), '/auth/signin');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setTokenRejected(true);
      else fail(applyServerErrors(error, FIELDS, setError));
    }
  });

  if (!token || searchParams.has('error') || tokenRejected) {
    return (
      <AuthLayout title={t('reset.title')}>
        <div className="flex flex-col gap-4">
          <Alert tone="error">{t('reset.invalidLink')}</Alert>
          <Button asChild>
            <Link to="/auth/forgot-password">{t('reset.requestNewLink')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form noValidate onFocus={preload} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField label={t('reset.newPassword')} hint={t('fields.passwordHint')} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label={t('reset.confirmNewPassword')} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <OutcomeAlert outcome={outcome} />
        {succeeded ? (
          <Button asChild size="lg">
            <Link to="/auth/signin" replace>
              {t('reset.signIn')}
            </Link>
          </Button>
        ) : (
          <SubmitButton label={t('reset.submit')} busyLabel={t('reset.busy')} busy={isSubmitting} />
        )}
      </form>
    </AuthLayout>
  );
}
