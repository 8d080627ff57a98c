import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryDocument } from '@domain/documents';
import type { ApplicationForm } from '@domain/programme-application';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { myDocumentsQuery, useMyDocuments } from '../api/get-my-documents';
import { useDocumentTypeLabel } from '../programme-facts';
import { chooseDocument, documentsForProgramme } from './programme-answers';

// Loaded only when someone uploads from here: most people attach a document they already have.
const UploadDialog = lazy(() =>
  import('@web/features/beneficiary/documents').then((module) => ({ default: module.UploadDialog })),
);

/** A refused or expired document cannot count for an application; the rest can (staff verify pending ones). */
const attachable = (document: BeneficiaryDocument) => document.status !== 'rejected' && document.status !== 'expired';

interface DocumentChoiceProps {
  type: string;
  documents: BeneficiaryDocument[];
  onUpload: (type: string, opener: HTMLButtonElement | null) => void;
}

function DocumentChoice({ type, documents, onUpload }: DocumentChoiceProps) {
  const { t } = useTranslation(['programmes', 'documents']);
  const { control, setValue, clearErrors, formState } = useFormContext<ApplicationForm>();
  const chosenIds = useWatch({ control, name: 'documentIds' });
  const documentLabel = useDocumentTypeLabel();
  const uploadButton = useRef<HTMLButtonElement>(null);
  const ofType = documents.filter((document) => document.documentType === type && attachable(document));
  const chosen = documentsForProgramme([type], chosenIds, documents)[0] ?? '';
  const error = formState.errors.root?.[`document-${type}`]?.message;

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <FormField
        label={documentLabel(type)}
        hint={ofType.length === 0 ? t('documents.noneOfType') : undefined}
        error={error}
      >
        <Select
          value={chosen}
          disabled={ofType.length === 0}
          onChange={(event) => {
            setValue('documentIds', chooseDocument(chosenIds, type, event.target.value, documents), {
              shouldDirty: true,
            });
            clearErrors(`root.document-${type}`);
          }}
        >
          <option value="">{t('documents.choose')}</option>
          {ofType.map((document) => (
            <option key={document.id} value={document.id}>
              {t('documents.option', {
                name: document.documentName,
                status: t(`documents:status.${document.status}`),
              })}
            </option>
          ))}
        </Select>
      </FormField>
      <Button
        ref={uploadButton}
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onUpload(type, uploadButton.current)}
      >
        <Upload aria-hidden="true" />
        {t('documents.upload')}
        <span className="sr-only">: {documentLabel(type)}</span>
      </Button>
    </div>
  );
}

/** Step 3's first part: one of my documents for each type the programme requires, or a new upload. */
export function DocumentsStep({ requiredTypes }: { requiredTypes: readonly string[] }) {
  const { t } = useTranslation('programmes');
  const queryClient = useQueryClient();
  const { getValues, setValue, clearErrors } = useFormContext<ApplicationForm>();
  const documents = useMyDocuments();
  const [uploading, setUploading] = useState<{ type: string; known: Set<string> } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  if (requiredTypes.length === 0) return null;

  function openUpload(type: string, button: HTMLButtonElement | null) {
    opener.current = button;
    setUploading({ type, known: new Set((documents.data ?? []).map((document) => document.id)) });
  }

  // The new document is chosen for the type it was opened for, if the person uploaded one of that type.
  async function chooseUploaded(type: string, known: Set<string>) {
    const page = await queryClient.fetchQuery({ ...myDocumentsQuery, staleTime: 0 });
    const added = page.items.find((document) => !known.has(document.id) && document.documentType === type);
    if (!added) return;
    setValue('documentIds', chooseDocument(getValues('documentIds'), type, added.id, page.items), {
      shouldDirty: true,
    });
    clearErrors(`root.document-${type}`);
  }

  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('documents.intro')}</p>
      {documents.isPending && <Skeleton className="h-24 w-full" />}
      {documents.isError && <Alert tone="error">{errorMessage(documents.error)}</Alert>}
      {documents.data &&
        requiredTypes.map((type) => (
          <DocumentChoice key={type} type={type} documents={documents.data} onUpload={openUpload} />
        ))}
      {/* The upload form is a form of its own: its submit must not reach the wizard's form around it. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        {uploading && (
          <Suspense fallback={null}>
            <UploadDialog
              open
              onOpenChange={(open) => !open && setUploading(null)}
              onUploaded={() => void chooseUploaded(uploading.type, uploading.known).catch(() => undefined)}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                opener.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
