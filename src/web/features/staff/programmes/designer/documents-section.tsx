import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, documentTypeLabelOption, type DocumentType } from '@domain/documents';
import { CheckboxList } from './checkbox-list';
import { DesignSection } from './design-section';

/** The documents an applicant brings with the application. */
export function DocumentsSection({
  selected,
  error,
  onChange,
}: {
  selected: DocumentType[];
  error?: string;
  onChange: (selected: DocumentType[]) => void;
}) {
  const { t } = useTranslation(['staff-programmes', 'documents']);
  return (
    <DesignSection title={t('designer.documents.title')} description={t('designer.documents.description')}>
      <CheckboxList
        legend={t('designer.documents.legend')}
        options={DOCUMENT_TYPES}
        selected={selected}
        error={error}
        labelOf={(type) => t(`documents:types.${documentTypeLabelOption(type) ?? 'other'}`)}
        onChange={onChange}
      />
    </DesignSection>
  );
}
