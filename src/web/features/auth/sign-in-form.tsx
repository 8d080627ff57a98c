import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignInInput } from '@domain/auth-schemas';
import { portalPathFor } from '@domain/user-types';
import { signIn } from '@web/lib/auth-client';
import { prefetchPortal } from '@web/lib/session';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { OutcomeAlert } from './outcome-alert';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import { useSubmitOutcome } from './use-submit-outcome';
import { lazySchema, useAuthForm } from './use-auth-form';

const schema = lazySchema<SignInInput>(() => import('@domain/auth-schemas').then((module) => module.signInSchema));
/** The fields a server error may name. */
const FIELDS: Record<keyof SignInInput, true> = { email: true, password: true };

export function SignInForm() {
  const { t } = useTranslation('auth');
  const { outcome, succeeded, succeed, fail, clear } = useSubmitOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    preload,
  } = useAuthForm<SignInInput>({ schema, defaultValues: { email: '', password: '' } });

  // While the person types, the portal's code arrives too: after Sign In only its data is left to fetch.
  const preloadWithPortal = () => {
    preload();
    prefetchPortal();
  };

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      const user = await signIn(values);
      // The portal's data is on its way during the success message, before the page changes.
      if (user) prefetchPortal(user.userType);
      succeed(t('signIn.success'), user ? portalPathFor(user.userType) : '/');
    } catch (error) {
      fail(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <form
      noValidate
      onFocus={preloadWithPortal}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
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
      <div className="flex flex-col gap-1.5">
        <FormField label={t('fields.password')} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <Link
          to="/auth/forgot-password"
          className="self-end py-1 text-sm font-medium text-primary underline underline-offset-4"
        >
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <OutcomeAlert outcome={outcome} />
      <SubmitButton label={t('signIn.submit')} busyLabel={t('signIn.busy')} busy={isSubmitting} locked={succeeded} />
      <p className="text-center text-sm text-muted-foreground">
        {t('signIn.noAccount')}{' '}
        <Link to="/auth/signup" className="font-medium text-primary underline underline-offset-4">
          {t('signIn.signUpLink')}
        </Link>
      </p>
    </form>
  );
}
