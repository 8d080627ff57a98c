import { useId, type ComponentProps } from 'react';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  description?: string;
}

/** A checkbox with its label and an optional explanation read with it. */
export function CheckboxField({ label, description, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-primary"
        {...input}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
