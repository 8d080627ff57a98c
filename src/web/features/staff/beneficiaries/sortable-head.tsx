import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { DEFAULT_SORT_DIRECTION, type RegistrySort, type SortDirection } from '@domain/registry-search';
import { TableHead } from '@web/ui/table';

interface SortableHeadProps {
  column: RegistrySort;
  label: string;
  /** The list's sort now; undefined is the default order. */
  sort: RegistrySort | undefined;
  direction: SortDirection | undefined;
  onSort: (sort: RegistrySort, direction: SortDirection) => void;
}

/** A column header that sorts: first click in the column's natural direction, the next flips it. */
export function SortableHead({ column, label, sort, direction, onSort }: SortableHeadProps) {
  const active = sort === column;
  const current = direction ?? DEFAULT_SORT_DIRECTION[column];
  const Icon = !active ? ArrowUpDown : current === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (current === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded font-medium hover:text-slate-900"
        onClick={() => onSort(column, active ? (current === 'asc' ? 'desc' : 'asc') : DEFAULT_SORT_DIRECTION[column])}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </TableHead>
  );
}
