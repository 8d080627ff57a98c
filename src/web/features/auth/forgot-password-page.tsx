import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForgotPasswordInput } from '@domain/auth-schemas';
import { ApiError, errorMessage } from '@web/lib/api';
import { requestPasswordReset } from '@web/lib/auth-client';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { AuthLayout } from './auth-layout';
import { SubmitButton } from './submit-button';
import { lazySchema, useAuthForm } from './use-auth-form';

/*
 * The answer never depends on whether the address has an account, so the page
 * cannot be used to find out who is registered. Only failures that say nothing
 * about the address (too many tries, server or network down) are shown.
 */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 429 || error.status >= 500;
}

const schema = lazySchema<ForgotPasswordInput>(() =>
  import('@domain/auth-schemas').then((module) => module.forgotPasswordSchema),
);

export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    preload,
  } = useAuthForm<ForgotPasswordInput>({ schema, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
    } catch (error) {
      if (isRetryable(error)) {
        setFailure(errorMessage(error));
        return;
      }
    }
    setSent(true);
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={sent ? undefined : t('forgot.subtitle')}>
      {sent ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t('forgot.sent')}</Alert>
          <Button asChild variant="outline">
            <Link to="/auth/signin">{t('forgot.backToSignIn')}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onFocus={preload} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t('fields.email')} error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('fields.emailPlaceholder')}
              {...register('email')}
            />
          </FormField>
          {failure && <Alert tone="error">{failure}</Alert>}
          <SubmitButton label={t('forgot.submit')} busyLabel={t('forgot.busy')} busy={isSubmitting} />
          <p className="text-center text-sm">
            <Link to="/auth/signin" className="font-medium text-primary underline underline-offset-4">
              {t('forgot.backToSignIn')}
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
