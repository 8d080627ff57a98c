import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@web/ui/button';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

// Downloaded only by the sign-up page: the sign-in page, which most people open, stays within its budget.
const SignUpForm = lazy(async () => ({ default: (await import('./sign-up-form')).SignUpForm }));

/** /auth/:type: sign-in or sign-up; any other type is a page that does not exist. */
export function AuthPage() {
  const { type } = useParams();
  const { t } = useTranslation('auth');
  if (type === 'signin') {
    return (
      <AuthLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
        <SignInForm />
      </AuthLayout>
    );
  }
  if (type === 'signup') {
    return (
      <AuthLayout title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
        <SignUpForm />
      </AuthLayout>
    );
  }
  return <UnknownAuthPage />;
}

function UnknownAuthPage() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <AuthLayout title={t('notFound.title')} showBackLink={false}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-sm text-muted-foreground">{t('notFound.body')}</p>
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
