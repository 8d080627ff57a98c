import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { pageNumbers } from './page-numbers';

interface RegistryPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** False when the list holds more people than `total` (the count stopped there). */
  totalExact: boolean;
  onPage: (page: number) => void;
}

/**
 * 'Showing 1-10 of 12,847 beneficiaries' with Previous, page numbers and Next.
 * A list past the count's limit says 'of more than 10,000', and its pages reach
 * that far: the hint says how to find the others.
 */
export function RegistryPagination({ page, pageSize, total, totalExact, onPage }: RegistryPaginationProps) {
  const { t, i18n } = useTranslation('staff-registry');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-muted-foreground" aria-live="polite">
        <p>
          {totalExact
            ? t('pagination.showing', { from: number(from), to: number(to), total: number(total), count: total })
            : t('pagination.showingMore', { from: number(from), to: number(to), total: number(total) })}
        </p>
        {!totalExact && page >= pages && <p>{t('pagination.beyondCount', { total: number(total) })}</p>}
      </div>
      {pages > 1 && (
        <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center gap-1">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('pagination.previous')}
          </Button>
          {pageNumbers(page, pages).map((n, index) =>
            n === null ? (
              <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </span>
            ) : (
              <Button
                key={n}
                size="sm"
                variant={n === page ? 'default' : 'outline'}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: number(n) })}
                onClick={() => onPage(n)}
              >
                {number(n)}
              </Button>
            ),
          )}
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
