import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRY_STATUS_FILTERS } from '@domain/registry-search';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { AddBeneficiaryDialog } from '@web/features/staff/beneficiary-record';
import { useRegistry } from './api/get-registry';
import { BulkBar } from './bulk-bar';
import { ExportMenu } from './export-menu';
import { MoreFiltersDialog } from './more-filters-dialog';
import { RegistryPagination } from './registry-pagination';
import { RegistrySearchBox } from './registry-search-box';
import { RegistrySummaryCards } from './registry-summary-cards';
import { RegistryTable } from './registry-table';
import { useRegistryParams } from './use-registry-params';
import { useSelection } from './use-selection';

/** Beneficiary Management (spec section 2): the registry list with search, filters, exports and bulk actions. */
export default function BeneficiariesPage() {
  const { t } = useTranslation('staff-registry');
  const { query, setFilters } = useRegistryParams();
  const list = useRegistry(query);
  const selection = useSelection();
  const [adding, setAdding] = useState(false);
  const { page, pageSize, ...filter } = query;
  const onSearch = useCallback((q: string) => setFilters({ q }), [setFilters]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('heading')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          {t('add')}
        </Button>
      </div>
      <RegistrySummaryCards />
      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <h2 className="sr-only">{t('listHeading')}</h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <RegistrySearchBox value={query.q ?? ''} onSearch={onSearch} />
          <Select
            aria-label={t('filters.status')}
            className="sm:w-44"
            value={query.status}
            onChange={(event) => setFilters({ status: event.target.value === 'all' ? undefined : event.target.value })}
          >
            {REGISTRY_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`statusFilter.${status}`)}
              </option>
            ))}
          </Select>
          <MoreFiltersDialog query={query} onApply={setFilters} />
          <ExportMenu label={t('export.button')} request={(format) => ({ kind: 'filter', filter, format })} />
        </div>
        {selection.ids.length > 0 && <BulkBar ids={selection.ids} onClear={selection.clear} />}
        {list.isPending && <Skeleton className="h-96 w-full" />}
        {list.isError && (
          <LoadError
            error={list.error}
            message={t('loadError', { message: errorMessage(list.error) })}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && (
          <>
            {list.data.items.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">{t('empty')}</p>
            ) : (
              <RegistryTable
                items={list.data.items}
                selected={selection.set}
                onSelect={selection.toggle}
                sort={query.sort}
                direction={query.direction}
                onSort={(sort, direction) => setFilters({ sort, direction })}
              />
            )}
            <RegistryPagination
              page={page}
              pageSize={pageSize}
              total={list.data.total}
              totalExact={list.data.totalExact}
              onPage={(next) => setFilters({ page: String(next) })}
            />
          </>
        )}
      </Card>
      <AddBeneficiaryDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
