import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignUpInput } from '@domain/auth-schemas';
import { portalPathFor, USER_TYPES } from '@domain/user-types';
import { signUp } from '@web/lib/auth-client';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { OutcomeAlert } from './outcome-alert';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import { useSubmitOutcome } from './use-submit-outcome';
import { lazySchema, useAuthForm } from './use-auth-form';

const schema = lazySchema<SignUpInput>(() => import('@domain/auth-schemas').then((module) => module.signUpSchema));
/** The fields a server error may name. */
const FIELDS: Record<keyof SignUpInput, true> = {
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  userType: true,
  password: true,
  confirmPassword: true,
};

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const { outcome, succeeded, succeed, fail, clear } = useSubmitOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    preload,
  } = useAuthForm<SignUpInput>({ schema });

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      const user = await signUp(values);
      // Without a session (the server may ask for verification first) the next step is signing in.
      succeed(t('signUp.success'), user ? portalPathFor(user.userType) : '/auth/signin');
    } catch (error) {
      fail(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <form noValidate onFocus={preload} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
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
      <FormField label={t('fields.phoneNumber')} error={errors.phoneNumber?.message}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('fields.phonePlaceholder')}
          {...register('phoneNumber')}
        />
      </FormField>
      <FormField label={t('fields.userType')} hint={t('fields.userTypeHint')} error={errors.userType?.message}>
        <Select defaultValue="" {...register('userType')}>
          <option value="" disabled>
            {t('fields.userTypePlaceholder')}
          </option>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`userTypes.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.password')} hint={t('fields.passwordHint')} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <OutcomeAlert outcome={outcome} />
      <SubmitButton label={t('signUp.submit')} busyLabel={t('signUp.busy')} busy={isSubmitting} locked={succeeded} />
      <p className="text-center text-sm text-muted-foreground">
        {t('signUp.haveAccount')}{' '}
        <Link to="/auth/signin" className="font-medium text-primary underline underline-offset-4">
          {t('signUp.signInLink')}
        </Link>
      </p>
    </form>
  );
}
