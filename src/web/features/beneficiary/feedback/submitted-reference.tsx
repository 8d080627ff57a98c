import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCase } from '@domain/feedback';
import { Button } from '@web/ui/button';
import { DialogClose, DialogFooter } from '@web/ui/dialog';

/** The reference number, large and on its own line, so that it can be written down or read out on the phone. */
export function SubmittedReference({ created }: { created: FeedbackCase }) {
  const { t } = useTranslation('feedback');
  const reference = useRef<HTMLParagraphElement>(null);
  // A screen reader hears the number first, without searching for it.
  useEffect(() => reference.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 rounded-md border border-green-200 bg-green-50 px-4 py-5 text-center text-green-900">
        <CircleCheck aria-hidden="true" className="size-8" />
        {/* Label and number in one focusable block: a screen reader reads both together. */}
        <p ref={reference} tabIndex={-1} className="flex flex-col gap-1 outline-none">
          <span className="text-sm font-medium">{t('success.referenceLabel')}</span>
          <span className="font-mono text-2xl font-bold tracking-wide break-all">{created.reference}</span>
        </p>
      </div>
      <p className="text-sm">{t('success.writeItDown')}</p>
      {created.sensitive && <p className="text-sm font-medium">{t('success.restricted')}</p>}
      <DialogFooter>
        <DialogClose asChild>
          <Button>{t('success.done')}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
