import { useTranslation } from 'react-i18next';

/** Schema messages are keys ("validation:required"); the server's arrive already translated. */
export function DesignMessage({ message }: { message: string }) {
  const { t } = useTranslation(['validation', 'staff-programmes']);
  return /^[a-z-]+:[\w.]+$/.test(message) ? t(message) : message;
}
