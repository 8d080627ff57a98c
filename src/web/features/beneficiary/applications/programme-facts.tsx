import { useTranslation } from 'react-i18next';
import { documentTypeLabelOption } from '@domain/documents';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { formatDate } from '@web/lib/format';

/** A calendar date (YYYY-MM-DD) as that day where the reader is, never shifted by a time zone. */
function formatDay(isoDate: string, language: string): string {
  return formatDate(new Date(`${isoDate}T00:00:00`), language);
}

/** A stored document type in words ("National ID"); a type the labels do not know is shown as stored. */
export function useDocumentTypeLabel() {
  const { t } = useTranslation('documents');
  return (type: string) => {
    const option = documentTypeLabelOption(type);
    return option ? t(`types.${option}`) : type;
  };
}

/** What a programme gives, for how long, until when one may apply, and what to bring. */
export function ProgrammeFacts({ programme }: { programme: OfferedProgramme }) {
  const { t, i18n } = useTranslation(['programmes', 'documents']);
  const documentLabel = useDocumentTypeLabel();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
        {programme.amount && (
          <div>
            <dt className="text-muted-foreground">{t('facts.benefit')}</dt>
            <dd className="font-medium break-words">{programme.amount}</dd>
          </div>
        )}
        {programme.duration && (
          <div>
            <dt className="text-muted-foreground">{t('facts.duration')}</dt>
            <dd className="font-medium break-words">{programme.duration}</dd>
          </div>
        )}
      </dl>
      {programme.closesOn && (
        <p className="font-medium">{t('facts.closesOn', { date: formatDay(programme.closesOn, i18n.language) })}</p>
      )}
      {programme.requiredDocumentTypes.length > 0 && (
        <div>
          <p className="text-muted-foreground">{t('facts.bring')}</p>
          <ul className="list-disc ps-5">
            {programme.requiredDocumentTypes.map((type) => (
              <li key={type}>{documentLabel(type)}</li>
            ))}
          </ul>
        </div>
      )}
      {programme.eligibility.length > 0 && (
        <div>
          <p className="text-muted-foreground">{t('facts.notes')}</p>
          <ul className="list-disc ps-5">
            {programme.eligibility.map((note) => (
              <li key={note} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
