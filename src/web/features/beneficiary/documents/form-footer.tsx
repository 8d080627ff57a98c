import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormFooter as DialogFormFooter } from '@web/ui/form-footer';

/** Cancel and submit; while the file travels the submit says 'Uploading...' and neither can be pressed. */
export function FormFooter({ submitLabel, isSubmitting }: { submitLabel: string; isSubmitting: boolean }) {
  const { t } = useTranslation('documents');
  return (
    <DialogFormFooter
      cancelLabel={t('upload.cancel')}
      submitLabel={submitLabel}
      busyLabel={t('upload.submitting')}
      isSubmitting={isSubmitting}
      icon={Upload}
    />
  );
}
