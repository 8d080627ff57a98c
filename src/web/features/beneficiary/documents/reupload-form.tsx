import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { useReuploadDocument } from './api/reupload-document';
import { FileField } from './file-field';
import { FormFooter } from './form-footer';
import { reuploadFormSchema, type ReuploadFormValues } from './upload-form-schema';

/** A new file for a rejected document; it goes back to review. */
export function ReuploadForm({ documentId, onUploaded }: { documentId: string; onUploaded: () => void }) {
  const { t } = useTranslation('documents');
  const reupload = useReuploadDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReuploadFormValues>({
    resolver: zodResolver(reuploadFormSchema),
    defaultValues: { file: undefined },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reupload.mutateAsync({ id: documentId, file: values.file![0]! });
      toast.success(t('upload.success'));
      onUploaded();
    } catch (error) {
      setFailure(t('upload.failed', { message: errorMessage(error) }));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <FileField />
        <FormFooter submitLabel={t('reupload.submit')} isSubmitting={form.formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}
