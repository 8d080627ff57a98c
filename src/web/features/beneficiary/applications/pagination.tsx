import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / Next with where one is; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const { t } = useTranslation('applications');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p className="text-sm" aria-live="polite">
        {t('pagination.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
