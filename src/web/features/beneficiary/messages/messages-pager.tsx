import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

interface MessagesPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Shown only when there is more than one page. */
export function MessagesPager({ page, pages, onPage }: MessagesPagerProps) {
  const { t } = useTranslation('messages');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('pagination.previous')}
      </Button>
      <p className="text-center text-sm" aria-live="polite">
        {t('pagination.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
