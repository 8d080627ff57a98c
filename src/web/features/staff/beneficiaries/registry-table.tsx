import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryListItem, RegistrySort, SortDirection } from '@domain/registry-search';
import { Checkbox } from '@web/ui/checkbox';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { RegistryRow } from './registry-row';
import { SortableHead } from './sortable-head';

interface RegistryTableProps {
  items: RegistryListItem[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  sort: RegistrySort | undefined;
  direction: SortDirection | undefined;
  onSort: (sort: RegistrySort, direction: SortDirection) => void;
}

/** Every column of the spec's table; on a phone it scrolls sideways inside its card. */
export function RegistryTable({ items, selected, onSelect, sort, direction, onSort }: RegistryTableProps) {
  const { t } = useTranslation('staff-registry');
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.id));
  const someOnPage = items.some((item) => selected.has(item.id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someOnPage && !allOnPage;
  }, [someOnPage, allOnPage]);
  const sortProps = { sort, direction, onSort };
  return (
    <Table aria-label={t('table.label')}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              ref={selectAll}
              aria-label={t('table.selectPage')}
              checked={allOnPage}
              onChange={(event) =>
                onSelect(
                  items.map((item) => item.id),
                  event.target.checked,
                )
              }
            />
          </TableHead>
          <SortableHead column="progresId" label={t('table.progresId')} {...sortProps} />
          <SortableHead column="name" label={t('table.name')} {...sortProps} />
          <TableHead>{t('table.gender')}</TableHead>
          <TableHead>{t('table.location')}</TableHead>
          <SortableHead column="vulnerability" label={t('table.vulnerability')} {...sortProps} />
          <TableHead>{t('table.status')}</TableHead>
          <TableHead>{t('table.programs')}</TableHead>
          <TableHead>{t('table.alerts')}</TableHead>
          <TableHead>{t('table.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((person) => (
          <RegistryRow
            key={person.id}
            person={person}
            selected={selected.has(person.id)}
            onSelect={(on) => onSelect([person.id], on)}
          />
        ))}
      </TableBody>
    </Table>
  );
}
