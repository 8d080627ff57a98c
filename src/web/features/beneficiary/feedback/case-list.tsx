import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCasesPage } from '@domain/feedback';
import { Card } from '@web/ui/card';
import { Pager } from '@web/ui/pager';
import { FEEDBACK_PAGE_SIZE } from './api/get-cases';
import { CaseRow } from './case-row';

interface CaseListProps {
  data: FeedbackCasesPage;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
  /** The case the reader just left, to return focus to it. */
  returnFocusTo: string | null;
}

export function CaseList({ data, page, onPage, onOpen, returnFocusTo }: CaseListProps) {
  const { t } = useTranslation('feedback');
  if (data.total === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <MessageSquareText className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t('empty.description')}</p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Card className="overflow-hidden">
        <ul aria-label={t('listLabel')} className="divide-y divide-border">
          {data.items.map((item) => (
            <CaseRow key={item.id} item={item} onOpen={onOpen} autoFocus={item.id === returnFocusTo} />
          ))}
        </ul>
      </Card>
      <Pager
        page={page}
        pageSize={FEEDBACK_PAGE_SIZE}
        total={data.total}
        onPage={onPage}
        label={t('pagination.label')}
      />
    </div>
  );
}
