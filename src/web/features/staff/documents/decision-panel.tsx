import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Search, ShieldX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  canDecideDocument,
  canStartDocumentReview,
  documentDecisionSchema,
  VERIFICATION_NOTES_MAX,
  type DocumentDecisionInput,
  type DocumentReview,
} from '@domain/document-review';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';
import { useDecideDocument } from './api/decide-document';
import { useStartDocumentReview } from './api/start-document-review';

const TEXTAREA =
  'flex min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

function StartReview({ document }: { document: DocumentReview }) {
  const { t } = useTranslation('staff-documents');
  const start = useStartDocumentReview();
  const onClick = async () => {
    try {
      await start.mutateAsync(document.id);
      toast.success(t('decision.toasts.reviewStarted', { name: document.documentName }));
    } catch (error) {
      toast.error(t('decision.toasts.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={start.isPending}
        onClick={() => void onClick()}
      >
        <Search aria-hidden="true" />
        {t('decision.startReview')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('decision.startReviewHint')}</p>
    </div>
  );
}

/**
 * Verify or Reject share one notes field: the notes are optional to verify and
 * required to reject (the schema says so). A document past its expiry date is
 * offered Reject only, with the reason, since the server refuses to verify it.
 */
function DecisionForm({ document }: { document: DocumentReview }) {
  const { t } = useTranslation('staff-documents');
  const decide = useDecideDocument();
  const { register, handleSubmit, setValue, setError, formState } = useForm<DocumentDecisionInput>({
    resolver: zodResolver(documentDecisionSchema),
    defaultValues: { decision: 'verify', notes: '' },
  });
  const submit = (decision: DocumentDecisionInput['decision']) => {
    setValue('decision', decision);
    void handleSubmit(async (values) => {
      try {
        await decide.mutateAsync({ id: document.id, ...values });
        toast.success(
          t(decision === 'verify' ? 'decision.toasts.verified' : 'decision.toasts.rejected', {
            name: document.documentName,
          }),
        );
      } catch (error) {
        toast.error(t('decision.toasts.failed'), {
          description: applyServerErrors(error, documentDecisionSchema.shape, setError),
        });
      }
    })();
  };
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-3">
      {document.pastExpiry && <Alert tone="warning">{t('decision.pastExpiry')}</Alert>}
      <FormField label={t('decision.notes')} hint={t('decision.notesHint')} error={formState.errors.notes?.message}>
        <textarea className={TEXTAREA} maxLength={VERIFICATION_NOTES_MAX} {...register('notes')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        {!document.pastExpiry && (
          <Button type="button" disabled={formState.isSubmitting} onClick={() => submit('verify')}>
            {formState.isSubmitting && decide.variables?.decision === 'verify' ? (
              <Spinner />
            ) : (
              <BadgeCheck aria-hidden="true" />
            )}
            {t('decision.verify')}
          </Button>
        )}
        <Button type="button" variant="destructive" disabled={formState.isSubmitting} onClick={() => submit('reject')}>
          {formState.isSubmitting && decide.variables?.decision === 'reject' ? (
            <Spinner />
          ) : (
            <ShieldX aria-hidden="true" />
          )}
          {t('decision.reject')}
        </Button>
      </div>
    </form>
  );
}

export function DecisionPanel({ document }: { document: DocumentReview }) {
  const { t } = useTranslation('staff-documents');
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('decision.heading')}</h2>
      {canDecideDocument(document.status) ? (
        <>
          {canStartDocumentReview(document.status) && <StartReview document={document} />}
          <DecisionForm document={document} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('decision.decided')}</p>
      )}
    </Card>
  );
}
