import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT } from '@domain/documents';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';

/** The file picker of both upload dialogs: the accepted formats, the limit in words, its error. */
export function FileField() {
  const { t } = useTranslation('documents');
  const { register, formState } = useFormContext<{ file: FileList | undefined }>();
  return (
    <FormField label={t('upload.file')} hint={t('upload.fileHint')} error={formState.errors.file?.message}>
      <Input
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="cursor-pointer file:me-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:text-sm file:font-medium"
        {...register('file')}
      />
    </FormField>
  );
}
