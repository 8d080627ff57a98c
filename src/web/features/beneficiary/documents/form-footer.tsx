import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { DialogClose, DialogFooter } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';

/** Cancel and submit; while the file travels the submit says 'Uploading...' and neither can be pressed. */
export function FormFooter({ submitLabel, isSubmitting }: { submitLabel: string; isSubmitting: boolean }) {
  const { t } = useTranslation('documents');
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={isSubmitting}>
          {t('upload.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : <Upload aria-hidden="true" />}
        {isSubmitting ? t('upload.submitting') : submitLabel}
      </Button>
    </DialogFooter>
  );
}
