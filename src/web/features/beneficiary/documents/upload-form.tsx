import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_NAME_MAX, DOCUMENT_TYPE_OPTIONS, type DocumentTypeOption } from '@domain/documents';
import { nairobiToday } from '@domain/kenya-day';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { useUploadDocument } from './api/upload-document';
import { FileField } from './file-field';
import { FormFooter } from './form-footer';
import { REQUIRED, uploadFormSchema, type UploadFormValues } from './upload-form-schema';

const OPTIONS = Object.keys(DOCUMENT_TYPE_OPTIONS) as DocumentTypeOption[];

/** Type, name, file and an optional expiry date (spec section 5). */
export function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation('documents');
  const upload = useUploadDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UploadFormValues>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { typeOption: '', documentName: '', expiryDate: '', file: undefined },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const missingRequired = Object.values(errors).some((error) => error?.message === REQUIRED);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await upload.mutateAsync({
        documentType: DOCUMENT_TYPE_OPTIONS[values.typeOption as DocumentTypeOption],
        documentName: values.documentName,
        expiryDate: values.expiryDate,
        file: values.file![0]!,
      });
      toast.success(t('upload.success'));
      onUploaded();
    } catch (error) {
      setFailure(t('upload.failed', { message: errorMessage(error) }));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {missingRequired && <Alert tone="error">{t('upload.requiredFields')}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <FormField label={t('upload.type')} error={errors.typeOption?.message}>
          <Select {...register('typeOption')}>
            <option value="">{t('upload.typePlaceholder')}</option>
            {OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`types.${option}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('upload.name')} error={errors.documentName?.message}>
          <Input
            autoComplete="off"
            maxLength={DOCUMENT_NAME_MAX}
            placeholder={t('upload.namePlaceholder')}
            {...register('documentName')}
          />
        </FormField>
        <FileField />
        <FormField label={t('upload.expiryDate')} error={errors.expiryDate?.message}>
          <Input type="date" min={nairobiToday()} {...register('expiryDate')} />
        </FormField>
        <FormFooter submitLabel={t('upload.submit')} isSubmitting={formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}
