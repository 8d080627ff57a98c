import { Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useSaveProgramme } from '../api/save-programme';
import { FormulaEditor } from '../formula/formula-editor';
import { RulesSection } from '../rules/rules-section';
import { BasicsSection } from './basics-section';
import { checkDraft, errorsFromServer, type DesignErrors, type ProgrammeDraft } from './design-draft';
import { DesignSection } from './design-section';
import { DocumentsSection } from './documents-section';
import { ProjectsSection } from './projects-section';
import { QuestionsSection } from './questions-section';
import { QuotasSection } from './quotas-section';
import { TextsSection } from './texts-section';

/**
 * The designer's sections over one draft. The draft is checked with the server's own schema before it is
 * sent, and the server's field errors land on the same fields.
 */
export function DesignerForm({ programmeId, initial }: { programmeId?: string; initial: ProgrammeDraft }) {
  const { t } = useTranslation('staff-programmes');
  const navigate = useNavigate();
  const save = useSaveProgramme();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DesignErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const change = (changes: Partial<ProgrammeDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const errorCount = Object.keys(errors).length;

  // After a refused save, focus goes to the first marked field (or the message when none can take it), so a
  // keyboard or screen-reader user lands where the work is rather than on the Save button.
  useEffect(() => {
    if (attempts === 0) return;
    const frame = requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? alertRef.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [attempts]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkDraft(draft, !programmeId);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('designer.fixErrors', { count: Object.keys(checked.errors).length }));
      setAttempts((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      const saved = programmeId
        ? await save.mutateAsync({ programmeId, values: checked.values })
        : await save.mutateAsync({ values: checked.values });
      toast.success(t(programmeId ? 'designer.updated' : 'designer.created', { name: checked.values.content.en.name }));
      void navigate(`/staff/programmes/${saved.id}`);
    } catch (error) {
      setErrors(errorsFromServer(error));
      setFailure(errorMessage(error));
      setAttempts((count) => count + 1);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      {failure && (
        <Alert ref={alertRef} tabIndex={-1} tone="error">
          {failure}
        </Alert>
      )}
      <TextsSection content={draft.content} errors={errors} onChange={(content) => change({ content })} />
      <BasicsSection draft={draft} errors={errors} onChange={change} />
      <QuotasSection
        quotas={draft.quotas}
        places={draft.places}
        errors={errors}
        onChange={(quotas) => change({ quotas })}
      />
      <DocumentsSection
        selected={draft.requiredDocumentTypes}
        error={errors.requiredDocumentTypes}
        onChange={(requiredDocumentTypes) => change({ requiredDocumentTypes })}
      />
      <QuestionsSection questions={draft.questions} errors={errors} onChange={(questions) => change({ questions })} />
      <RulesSection
        rules={draft.rules}
        programmeId={programmeId}
        errors={errors}
        onChange={(rules) => change({ rules })}
      />
      <ProjectsSection
        selected={draft.projectIds}
        error={errors.projectIds}
        onChange={(projectIds) => change({ projectIds })}
      />
      {programmeId ? (
        <Alert tone="info">{t('designer.formulaElsewhere')}</Alert>
      ) : (
        <DesignSection title={t('formula.title')} description={t('formula.description')}>
          <FormulaEditor
            formula={draft.formula}
            questions={draft.questions}
            errors={errors}
            onChange={(formula) => change({ formula })}
          />
        </DesignSection>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {errorCount > 0 && (
          <p className="text-sm text-destructive sm:me-auto">{t('designer.fixErrors', { count: errorCount })}</p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {t(programmeId ? 'designer.saveChanges' : 'designer.create')}
        </Button>
      </div>
    </form>
  );
}
