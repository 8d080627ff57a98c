import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import type { FollowUpVisit } from '@domain/programmes/follow-up-views';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { ApiError, errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { useRecordVisit } from './visits-api';

type Language = 'en' | 'sw' | 'so' | 'ar';
const labelIn = (label: ProgrammeQuestion['label'], language: string) => label[language as Language] ?? label.en;

/** Typed text is sent as a number for number questions; blanks are left out for the server to judge. */
function toAnswers(questions: readonly ProgrammeQuestion[], draft: Record<string, string>) {
  const answers: Record<string, ApplicationAnswer> = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (value === undefined || value === '') continue;
    if (question.kind === 'yes_no') answers[question.id] = value === 'yes';
    else if (question.kind === 'number') answers[question.id] = Number.isFinite(Number(value)) ? Number(value) : value;
    else answers[question.id] = value;
  }
  return answers;
}

function draftOf(answers: FollowUpVisit['answers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers ?? {}).map(([id, value]) => [
      id,
      typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value),
    ]),
  );
}

/** What the officer found on a visit, one field per question of the programme's questionnaire. */
export function VisitAnswersForm({
  programmeId,
  visit,
  questions,
  onDone,
}: {
  programmeId: string;
  visit: FollowUpVisit;
  questions: ProgrammeQuestion[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('staff-outcomes');
  const record = useRecordVisit(programmeId);
  const [draft, setDraft] = useState(() => draftOf(visit.answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { id: visit.id, answers: toAnswers(questions, draft) },
      {
        onSuccess: () => {
          toast.success(t('visits.recorded', { name: visit.name }));
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : [];
          setErrors(Object.fromEntries(fields.map((field) => [field.path.replace(/^answers\./, ''), field.message])));
          setFailure(errorMessage(error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {questions.map((question) => {
        const value = draft[question.id] ?? '';
        const change = (next: string) => setDraft((current) => ({ ...current, [question.id]: next }));
        return (
          <FormField key={question.id} label={labelIn(question.label, i18n.language)} error={errors[question.id]}>
            {question.kind === 'yes_no' || question.kind === 'choice' ? (
              <Select value={value} onChange={(event) => change(event.target.value)}>
                <option value="">{t('visits.choose')}</option>
                {question.kind === 'yes_no'
                  ? (['yes', 'no'] as const).map((option) => (
                      <option key={option} value={option}>
                        {t(option)}
                      </option>
                    ))
                  : question.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {labelIn(option.label, i18n.language)}
                      </option>
                    ))}
              </Select>
            ) : (
              <Input
                type={question.kind === 'number' ? 'number' : 'text'}
                value={value}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </FormField>
        );
      })}
      {failure && (
        <Alert tone="error" className="sm:col-span-2">
          {failure}
        </Alert>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="outline" onClick={onDone}>
          {t('visits.cancel')}
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {t('visits.save')}
        </Button>
      </div>
    </form>
  );
}
