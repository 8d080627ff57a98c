import { useId } from 'react';
import { Checkbox } from '@web/ui/checkbox';
import { DesignMessage } from './design-message';

/** A group of checkboxes with a legend: several choices out of a short list, keyboard and screen reader ready. */
export function CheckboxList<T extends string>({
  legend,
  options,
  selected,
  labelOf,
  onChange,
  error,
  columns = true,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  labelOf: (value: T) => string;
  onChange: (selected: T[]) => void;
  error?: string;
  columns?: boolean;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={columns ? 'grid gap-2 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-2'}>
        {options.map((option) => (
          <label key={option} className="flex min-h-8 items-center gap-2 text-sm">
            <Checkbox
              checked={selected.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.filter((value) => value === option || selected.includes(value))
                    : selected.filter((value) => value !== option),
                )
              }
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          <DesignMessage message={error} />
        </p>
      )}
    </fieldset>
  );
}
