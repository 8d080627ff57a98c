import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@web/ui/alert';

/** The e-mail verification link lands on /?verified=1, or /?error=... when it is invalid or expired. */
export function VerificationNotice() {
  const { t } = useTranslation('landing');
  const [searchParams] = useSearchParams();
  if (searchParams.has('error')) {
    return (
      <Alert tone="error">
        {t('verification.failed')}{' '}
        <Link to="/auth/signin" className="font-medium underline underline-offset-4">
          {t('signIn')}
        </Link>
      </Alert>
    );
  }
  if (searchParams.get('verified') === '1') return <Alert tone="success">{t('verification.succeeded')}</Alert>;
  return null;
}
