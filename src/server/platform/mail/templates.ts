import { translate, type ServerLanguage } from '@server/platform/i18n';
import type { MailMessage } from './mailer';

/*
 * Plain-text first: it reads on any phone's mail app and costs the fewest bytes.
 * The wording lives in locales/<lang>/email.json.
 */
function message(
  language: ServerLanguage,
  kind: 'verify' | 'reset',
  to: string,
  name: string,
  url: string,
): MailMessage {
  const t = (key: string) => translate(language, `email:${kind}.${key}`, { name, url });
  const text = [
    t('greeting'),
    '',
    t('body'),
    '',
    url,
    '',
    t('ignore'),
    '',
    translate(language, 'email:signature'),
  ].join('\n');
  return { to, subject: t('subject'), text };
}

export function verificationEmail(language: ServerLanguage, to: string, name: string, url: string): MailMessage {
  return message(language, 'verify', to, name, url);
}

export function passwordResetEmail(language: ServerLanguage, to: string, name: string, url: string): MailMessage {
  return message(language, 'reset', to, name, url);
}

/** To the owner of an address someone tried to sign up with: the sign-up answer itself never says the address is taken. */
export function existingAccountSignUpEmail(
  language: ServerLanguage,
  to: string,
  name: string,
  links: { signIn: string; resetPassword: string },
): MailMessage {
  const t = (key: string) => translate(language, `email:existingAccount.${key}`, { name });
  const text = [
    t('greeting'),
    '',
    t('body'),
    '',
    t('signIn'),
    links.signIn,
    '',
    t('reset'),
    links.resetPassword,
    '',
    t('ignore'),
    '',
    translate(language, 'email:signature'),
  ].join('\n');
  return { to, subject: t('subject'), text };
}
