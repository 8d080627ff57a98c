import type { ComponentProps } from 'react';
import { Input } from '@web/ui/input';

type NumberInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  /** undefined when the box is emptied; NaN never leaves this box. */
  onValue: (value: number | undefined) => void;
};

/** A number box that gives numbers back: an empty box is "no value", not 0. */
export function NumberInput({ value, onValue, ...props }: NumberInputProps) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(event) => {
        const next = event.target.valueAsNumber;
        onValue(Number.isNaN(next) ? undefined : next);
      }}
      {...props}
    />
  );
}
