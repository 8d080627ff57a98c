import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';

interface AccessToggleProps {
  /** Whether the colleague has this access now. */
  granted: boolean;
  grantLabel: string;
  removeLabel: string;
  name: string;
  /** The question asked before granting, and what the colleague will then see and do. */
  title: string;
  description: string;
  /** Grants the access; calls `done` once it is granted, to close the question. */
  onGrant: (done: () => void) => void;
  onRemove: () => void;
  isPending: boolean;
  disabled: boolean;
}

/**
 * One button that grants or takes away a kind of access. Granting (admin, or
 * sensitive complaints about abuse and exploitation) opens personal data to a
 * colleague, so it asks first and says what they will see; taking it away only
 * narrows, so it acts at once. The button stays in place either way, and the
 * keyboard's focus comes back to it when the question closes.
 */
export function AccessToggle({
  granted,
  grantLabel,
  removeLabel,
  name,
  title,
  description,
  onGrant,
  onRemove,
  isPending,
  disabled,
}: AccessToggleProps) {
  const { t } = useTranslation('staff');
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => (granted ? onRemove() : setAsking(true))}
      >
        {granted ? removeLabel : grantLabel}
        <span className="sr-only"> {name}</span>
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('team.confirmGrant.cancel')}</Button>
            </DialogClose>
            <Button onClick={() => onGrant(() => setAsking(false))} disabled={isPending}>
              {isPending ? t('team.confirmGrant.busy') : grantLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
