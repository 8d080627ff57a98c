import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

const LIST_PATH = '/staff/beneficiaries';

/**
 * Back to the registry list as it was left: when the person was opened from
 * inside the console, going back restores the list's search and page (they are
 * in its query string); a record opened from a bookmark goes to the list.
 */
export function BackToListLink() {
  const { t } = useTranslation('staff-record');
  const navigate = useNavigate();
  return (
    <Link
      to={LIST_PATH}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      onClick={(event) => {
        const state: unknown = window.history.state;
        const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
        if (index > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('page.back')}
    </Link>
  );
}
