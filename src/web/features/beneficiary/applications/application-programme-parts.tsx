import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnsweredQuestion, ApplicationDetail } from '@domain/programme-application';
import { EligibilityRulesList } from './eligibility/eligibility-rules-list';
import { useDocumentTypeLabel } from './programme-facts';
import { SelectionNote } from './selection-note';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-border pt-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function answerText(answer: AnsweredQuestion, t: (key: string) => string): string {
  if (answer.answer === null || answer.answer === '') return t('applications:review.notGiven');
  if (typeof answer.answer === 'boolean')
    return t(answer.answer ? 'applications:review.yes' : 'applications:review.no');
  return answer.answerLabel ?? String(answer.answer);
}

/** What the programme itself adds to an application: the place, the rules as judged, the answers, the documents. */
export function ApplicationProgrammeParts({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation(['programmes', 'applications']);
  const documentLabel = useDocumentTypeLabel();
  return (
    <>
      <SelectionNote selection={application.selection} />
      {application.eligibility && (
        <Part title={t('details.eligibility')}>
          <EligibilityRulesList check={application.eligibility} />
        </Part>
      )}
      {application.answers.length > 0 && (
        <Part title={t('details.answers')}>
          <dl className="flex flex-col gap-2 text-sm">
            {application.answers.map((answer) => (
              <div key={answer.questionId}>
                <dt className="break-words text-muted-foreground">{answer.label}</dt>
                <dd className="break-words whitespace-pre-line">{answerText(answer, t)}</dd>
              </div>
            ))}
          </dl>
        </Part>
      )}
      <Part title={t('details.documents')}>
        {application.documents.length === 0 ? (
          <p className="text-sm">{t('details.noDocuments')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {application.documents.map((document) => (
              <li key={document.id} className="break-words">
                {t('details.document', { name: document.name, type: documentLabel(document.documentType) })}
              </li>
            ))}
          </ul>
        )}
      </Part>
    </>
  );
}
