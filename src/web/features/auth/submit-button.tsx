import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';

interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** After a success the form stays locked while the redirect is pending. */
  locked?: boolean;
}

export function SubmitButton({ label, busyLabel, busy, locked = false }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || locked}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </Button>
  );
}
