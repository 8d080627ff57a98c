import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCategory } from '@domain/feedback';
import { Alert } from '@web/ui/alert';

/** Where someone may be in danger right now, the numbers to call matter more than the form. */
const URGENT_HELP: readonly FeedbackCategory[] = [
  'sexual_exploitation_abuse',
  'safety_security',
  'exploitation_at_work',
];

/** Shown as soon as a sensitive category is chosen: the person knows who will read it before sending. */
export function SensitiveNotice({ category }: { category: FeedbackCategory }) {
  const { t } = useTranslation('feedback');
  return (
    <Alert tone="warning" className="flex flex-col gap-2">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {t('sensitive.title')}
      </p>
      <p>{t('sensitive.body')}</p>
      {URGENT_HELP.includes(category) && (
        <>
          <p className="font-semibold">{t('sensitive.urgentTitle')}</p>
          <p>{t('sensitive.urgent')}</p>
        </>
      )}
    </Alert>
  );
}
