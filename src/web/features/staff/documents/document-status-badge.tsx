import { useTranslation } from 'react-i18next';
import { documentTypeLabelOption, type DocumentStatus } from '@domain/documents';
import { Badge, type BadgeTone } from '@web/ui/badge';

const TONE: Record<DocumentStatus, BadgeTone> = {
  pending: 'yellow',
  under_review: 'blue',
  verified: 'green',
  rejected: 'red',
  expired: 'red',
};

/** The same words the person sees on their card (the documents namespace). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('documents');
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>;
}

/** The type's label as the upload form names it; types from imports are shown raw. */
export function useDocumentTypeLabel(): (type: string) => string {
  const { t } = useTranslation('documents');
  return (type) => {
    const option = documentTypeLabelOption(type);
    return option ? t(`types.${option}`) : type;
  };
}
