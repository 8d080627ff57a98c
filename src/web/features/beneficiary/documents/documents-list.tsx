import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentsPage } from '@domain/documents';
import { DocumentCard } from './document-card';
import { Pager } from '@web/ui/pager';

export function DocumentsList({ data, onPage }: { data: DocumentsPage; onPage: (page: number) => void }) {
  const { t } = useTranslation('documents');
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page starts at its top: focus (and a screen reader) moves to the list's heading.
  const turnTo = (page: number) => {
    onPage(page);
    heading.current?.focus();
  };
  return (
    <section aria-labelledby="documents-list-heading" className="flex flex-col gap-4">
      <h2 id="documents-list-heading" ref={heading} tabIndex={-1} className="sr-only">
        {t('list.label')}
      </h2>
      <ul className="flex flex-col gap-4">
        {data.items.map((document) => (
          <li key={document.id}>
            <DocumentCard document={document} />
          </li>
        ))}
      </ul>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={turnTo} label={t('list.pages')} />
    </section>
  );
}
