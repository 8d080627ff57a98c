/** Business constants of spec section 9 that the foundation needs. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_NAME_LENGTH = 2;
export const MIN_PHONE_LENGTH = 10;
/** Delay between an auth success message and the redirect to the portal. */
export const AUTH_REDIRECT_DELAY_MS = 1500;
export const DEFAULT_PHONE_REGION = 'KE';
