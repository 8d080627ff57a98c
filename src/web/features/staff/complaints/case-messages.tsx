import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStaffMessageItem } from '@domain/feedback-handling';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/ui/cn';

function Message({ author, item, tone }: { author: string; item: FeedbackStaffMessageItem; tone: string }) {
  const { i18n } = useTranslation();
  return (
    <li className={cn('flex flex-col gap-1 rounded-lg border px-4 py-3', tone)}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold">{author}</span>
        <time dateTime={item.createdAt} className="text-xs text-slate-600">
          {formatDateTime(item.createdAt, i18n.language)}
        </time>
      </p>
      <p className="break-words whitespace-pre-wrap">{item.body}</p>
    </li>
  );
}

/** The conversation as staff see it: who on the team wrote each agency reply (the person sees only "the agency"). */
export function CaseConversation({ replies }: { replies: FeedbackStaffMessageItem[] }) {
  const { t } = useTranslation('staff-feedback');
  if (replies.length === 0) return <p className="text-sm text-muted-foreground">{t('case.noReplies')}</p>;
  return (
    <ol aria-label={t('case.conversation')} className="flex flex-col gap-3">
      {replies.map((reply) => {
        const agency = reply.direction === 'from_agency';
        const author = agency
          ? reply.authorName
            ? t('case.agencyBy', { name: reply.authorName })
            : t('case.agency')
          : t('case.person_said');
        return (
          <Message
            key={reply.id}
            item={reply}
            author={author}
            tone={agency ? 'border-border bg-white sm:me-8' : 'border-blue-200 bg-blue-50 sm:ms-8'}
          />
        );
      })}
    </ol>
  );
}

/** Internal notes, marked so nobody mistakes them for the conversation. */
export function CaseNotesList({ notes }: { notes: FeedbackStaffMessageItem[] }) {
  const { t } = useTranslation('staff-feedback');
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">{t('case.noNotes')}</p>;
  return (
    <ol aria-label={t('case.notes')} className="flex flex-col gap-3">
      {notes.map((note) => (
        <Message
          key={note.id}
          item={note}
          author={note.authorName ?? t('case.someone')}
          tone="border-amber-300 bg-amber-50"
        />
      ))}
    </ol>
  );
}

export function OnlyStaffNotice() {
  const { t } = useTranslation('staff-feedback');
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {t('case.notesOnlyStaff')}
    </p>
  );
}
