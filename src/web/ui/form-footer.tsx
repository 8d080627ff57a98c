import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';
import { Spinner } from './spinner';

interface FormFooterProps {
  cancelLabel: string;
  submitLabel: string;
  /** Said on the submit button while the form is submitting (e.g. "Saving..."). */
  busyLabel: string;
  isSubmitting: boolean;
  /** Decorative icon of the submit button, replaced by a spinner while busy. */
  icon: LucideIcon;
}

/** Cancel and submit of a form in a dialog; while it submits neither can be pressed and the submit says so in words. */
export function FormFooter({ cancelLabel, submitLabel, busyLabel, isSubmitting, icon: Icon }: FormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={isSubmitting}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : <Icon aria-hidden="true" />}
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
