import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_QUESTIONS, type ProgrammeQuestion } from '@domain/programmes/programme-design';
import { Button } from '@web/ui/button';
import { DesignMessage } from './design-message';
import { DesignSection } from './design-section';
import type { DesignErrors } from './design-draft';
import { newQuestion } from './question-edits';
import { QuestionEditor } from './question-editor';

/** Up to ten questions the application form asks on top of the standard ones. */
export function QuestionsSection({
  questions,
  errors,
  onChange,
}: {
  questions: ProgrammeQuestion[];
  errors: DesignErrors;
  onChange: (questions: ProgrammeQuestion[]) => void;
}) {
  const { t } = useTranslation('staff-programmes');
  return (
    <DesignSection
      title={t('designer.questions.title')}
      description={t('designer.questions.description', { max: MAX_QUESTIONS })}
    >
      {questions.length === 0 && <p className="text-sm text-muted-foreground">{t('designer.questions.none')}</p>}
      {errors.questions && (
        <p className="text-sm text-destructive">
          <DesignMessage message={errors.questions} />
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => (
          <li key={question.id} className="rounded-md border border-border p-4">
            <QuestionEditor
              question={question}
              number={index + 1}
              path={`questions.${index}`}
              errors={errors}
              onChange={(next) => onChange(questions.map((current, at) => (at === index ? next : current)))}
              onRemove={() => onChange(questions.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          disabled={questions.length >= MAX_QUESTIONS}
          onClick={() => onChange([...questions, newQuestion(questions)])}
        >
          <Plus aria-hidden="true" />
          {t('designer.questions.add')}
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {t('designer.questions.count', { count: questions.length, max: MAX_QUESTIONS })}
        </span>
      </div>
    </DesignSection>
  );
}
