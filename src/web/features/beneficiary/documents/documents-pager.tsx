import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

interface DocumentsPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Shown only when there is more than one page. */
export function DocumentsPager({ page, pages, onPage }: DocumentsPagerProps) {
  const { t } = useTranslation('documents');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pages')} className="grid grid-cols-2 items-center gap-2 sm:flex sm:justify-between">
      <Button variant="outline" size="sm" className="justify-self-start" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('list.previous')}
      </Button>
      <p className="order-first col-span-2 text-center text-sm sm:order-none" aria-live="polite">
        {t('list.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" className="justify-self-end" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
