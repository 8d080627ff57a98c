import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnFollowUpVisit } from '@domain/programmes/follow-up-views';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { ApiError, errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { useAnswerFollowUp } from './follow-up-api';
import { answersToSend, draftOf, type DraftAnswer } from './follow-up-answers';

type Language = 'en' | 'sw' | 'so' | 'ar';
const labelIn = (label: ProgrammeQuestion['label'], language: string) => label[language as Language] ?? label.en;

function QuestionInput({
  question,
  value,
  error,
  onChange,
}: {
  question: ProgrammeQuestion;
  value: DraftAnswer;
  error: string | undefined;
  onChange: (value: DraftAnswer) => void;
}) {
  const { t, i18n } = useTranslation('follow-up');
  const label = labelIn(question.label, i18n.language);
  if (question.kind === 'yes_no')
    return (
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {([true, false] as const).map((option) => (
            <label key={String(option)} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name={question.id}
                checked={value === option}
                onChange={() => onChange(option)}
                className="size-4 accent-primary"
              />
              {t(option ? 'yes' : 'no')}
            </label>
          ))}
        </div>
        {error && <p className="text-sm text-destructive">{error}</p>}
      </fieldset>
    );
  const text = typeof value === 'string' ? value : '';
  return (
    <FormField label={label} error={error}>
      {question.kind === 'choice' ? (
        <Select value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('choose')}</option>
          {question.options.map((option) => (
            <option key={option.value} value={option.value}>
              {labelIn(option.label, i18n.language)}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          type={question.kind === 'number' ? 'number' : 'text'}
          inputMode={question.kind === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The programme's follow-up questions, in the reader's language; the server checks the answers. */
export function FollowUpForm({ visit, onDone }: { visit: OwnFollowUpVisit; onDone: () => void }) {
  const { t } = useTranslation('follow-up');
  const answer = useAnswerFollowUp();
  const [draft, setDraft] = useState<Record<string, DraftAnswer>>(() => draftOf(visit.answers));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    answer.mutate(
      { id: visit.id, answers: answersToSend(visit.questions, draft) },
      {
        onSuccess: () => {
          toast.success(t('thanks'));
          onDone();
        },
        onError: (error) => {
          const errors = error instanceof ApiError ? error.fieldErrors : [];
          setFieldErrors(
            Object.fromEntries(errors.map((field) => [field.path.replace(/^answers\./, ''), field.message])),
          );
          setFailure(errorMessage(error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {visit.questions.map((question) => (
        <QuestionInput
          key={question.id}
          question={question}
          value={draft[question.id]}
          error={fieldErrors[question.id]}
          onChange={(value) => setDraft((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  );
}
