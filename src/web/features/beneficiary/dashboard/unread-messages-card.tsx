import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SHOWN, type DashboardMessage } from '@domain/beneficiary-dashboard';
import { formatDate } from '@web/lib/format';
import { ListCard } from './list-card';

export function UnreadMessagesCard({ messages }: { messages: DashboardMessage[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <ListCard
      title={t('messages.title')}
      icon={MessageSquare}
      isEmpty={messages.length === 0}
      emptyText={t('messages.empty')}
      viewAll={messages.length > 0 ? { to: '/beneficiary/messages', label: t('messages.viewAll') } : undefined}
    >
      <ul className="flex flex-col divide-y divide-border">
        {messages.slice(0, DASHBOARD_SHOWN).map((message) => (
          <li key={message.id} className="flex flex-col gap-1 py-3 first:pt-0">
            <p className="font-medium break-words">{message.subject}</p>
            <p className="line-clamp-2 text-sm break-words text-slate-700">{message.message}</p>
            <p className="text-xs text-muted-foreground">{formatDate(message.createdAt, i18n.language)}</p>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
