import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationForm } from '@domain/programme-application';
import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import type { ApplicantQuestion } from '@domain/programmes/programme-views';
import { formatKes } from '@web/lib/format';
import { useMyDocuments } from '../api/get-my-documents';
import { useDocumentTypeLabel } from '../programme-facts';
import { answersForProgramme, documentsForProgramme } from './programme-answers';
import { useChosenProgramme } from './use-chosen-programme';

/** An answer in words: yes/no and a choice's label in the reader's language, a number as typed. */
export function useAnswerText() {
  const { t } = useTranslation('applications');
  return (question: Pick<ApplicantQuestion, 'kind' | 'options'>, answer: ApplicationAnswer | undefined) => {
    if (answer === undefined || answer === '') return t('review.notGiven');
    if (typeof answer === 'boolean') return t(answer ? 'review.yes' : 'review.no');
    if (question.kind === 'choice') return question.options.find((o) => o.value === answer)?.label ?? String(answer);
    return String(answer);
  };
}

/** Step 3's review: what will be sent, so a mistake can be fixed with Back before submitting. */
export function ReviewSummary() {
  const { t, i18n } = useTranslation(['applications', 'programmes']);
  const { watch, control } = useFormContext<ApplicationForm>();
  const headingId = useId();
  const values = watch();
  const programme = useChosenProgramme(control);
  const requiredTypes = programme?.requiredDocumentTypes ?? [];
  const myDocuments = useMyDocuments(requiredTypes.length > 0).data ?? [];
  const answerText = useAnswerText();
  const documentLabel = useDocumentTypeLabel();
  const yesNo = (value: boolean) => t(value ? 'review.yes' : 'review.no');
  const answers = programme ? answersForProgramme(programme.questions, values.answers) : {};
  const chosen = documentsForProgramme(requiredTypes, values.documentIds, myDocuments);
  const rows: [string, string][] = [
    [t('fields.program'), programme?.name ?? values.programId],
    [
      t('fields.householdIncome'),
      Number.isFinite(values.householdIncome) ? formatKes(values.householdIncome, i18n.language) : t('review.notGiven'),
    ],
    [
      t('fields.householdSize'),
      Number.isFinite(values.householdSize) ? String(values.householdSize) : t('review.notGiven'),
    ],
    [
      t('fields.employmentStatus'),
      values.employmentStatus ? t(`employment.${values.employmentStatus}`) : t('review.notGiven'),
    ],
    [t('fields.previousAssistance'), yesNo(values.previousAssistance)],
    [t('fields.hasBankAccount'), yesNo(values.hasBankAccount)],
    [t('fields.hasMobileMoney'), yesNo(values.hasMobileMoney)],
    ...(programme?.questions ?? []).map((question): [string, string] => [
      question.label,
      answerText(question, answers[question.id]),
    ]),
    ...requiredTypes.map((type): [string, string] => [
      documentLabel(type),
      myDocuments.find((document) => document.documentType === type && chosen.includes(document.id))?.documentName ??
        t('programmes:documents.notChosen'),
    ]),
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-muted p-3">
      <h4 id={headingId} className="mb-2 text-sm font-semibold">
        {t('review.title')}
      </h4>
      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value], index) => (
          <div key={`${index}-${label}`} className="contents">
            <dt className="break-words text-slate-700">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
