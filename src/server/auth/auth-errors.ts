/** better-auth's error codes, mapped to our translated wording. */
const MESSAGE_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors:auth.invalidCredentials',
  INVALID_PASSWORD: 'errors:auth.invalidCredentials',
  USER_NOT_FOUND: 'errors:auth.invalidCredentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'errors:auth.invalidCredentials',
  USER_ALREADY_EXISTS: 'errors:auth.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors:auth.userExists',
  PASSWORD_TOO_SHORT: 'errors:auth.passwordTooShort',
  PASSWORD_TOO_LONG: 'errors:auth.passwordTooLong',
  INVALID_TOKEN: 'errors:auth.invalidToken',
  TOKEN_EXPIRED: 'errors:auth.invalidToken',
  EMAIL_NOT_VERIFIED: 'errors:auth.emailNotVerified',
  EMAIL_ALREADY_VERIFIED: 'errors:auth.emailAlreadyVerified',
  SESSION_EXPIRED: 'errors:auth.sessionExpired',
  UNAUTHORIZED: 'errors:unauthenticated',
  // better-auth's own origin check (behind http/same-origin-guard.ts, on the same list): say what to open instead.
  INVALID_ORIGIN: 'errors:sameOrigin.untrustedAddress',
  MISSING_OR_NULL_ORIGIN: 'errors:sameOrigin.notFromApp',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'errors:sameOrigin.notFromApp',
};

/** Where the generic wording would mislead: a wrong current password is not a wrong e-mail. */
const MESSAGE_BY_ENDPOINT_AND_CODE: Record<string, string> = {
  '/change-password INVALID_PASSWORD': 'errors:auth.currentPasswordWrong',
};

export function authErrorMessageKey(code: string | undefined, endpoint?: string): string {
  return (
    (code && (MESSAGE_BY_ENDPOINT_AND_CODE[`${endpoint} ${code}`] ?? MESSAGE_BY_CODE[code])) || 'errors:auth.failed'
  );
}
