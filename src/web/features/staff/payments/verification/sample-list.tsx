import { useTranslation } from 'react-i18next';
import type { VerificationItem } from '@domain/payment-verification';
import { formatKes } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';

function AnswerState({ item }: { item: VerificationItem }) {
  const { t } = useTranslation('staff-verification');
  if (!item.answer) return <Badge tone="yellow">{t('states.notReached')}</Badge>;
  if (item.findings.length === 0) return <Badge tone="green">{t('states.receivedInFull')}</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {item.findings.map((finding) => (
        <Badge key={finding} tone="red">
          {t(`findings.${finding}`)}
        </Badge>
      ))}
    </span>
  );
}

/** The sampled people with their phone, to call one by one; an answered row can be corrected after a call back. */
export function SampleList({
  items,
  onAnswer,
}: {
  items: VerificationItem[];
  onAnswer: (item: VerificationItem) => void;
}) {
  const { t, i18n } = useTranslation('staff-verification');
  if (items.length === 0) return <p className="text-muted-foreground">{t('emptySample')}</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.name')}</TableHead>
          <TableHead>{t('columns.phone')}</TableHead>
          <TableHead>{t('columns.amount')}</TableHead>
          <TableHead>{t('columns.answer')}</TableHead>
          <TableHead>{t('columns.complaint')}</TableHead>
          {/* Relative, so the visually hidden name is placed inside the table's scroll box and does not widen the page. */}
          <TableHead className="relative">
            <span className="sr-only">{t('columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.paymentId}>
            <TableCell className="font-medium">{item.name}</TableCell>
            <TableCell>
              {item.phoneNumber ? (
                <a href={`tel:${item.phoneNumber}`} dir="ltr" className="underline">
                  {item.phoneNumber}
                </a>
              ) : (
                t('noPhone')
              )}
            </TableCell>
            <TableCell>{formatKes(item.amount, i18n.language)}</TableCell>
            <TableCell>
              <AnswerState item={item} />
              {item.answer && (
                <span className="mt-1 block text-xs text-muted-foreground">{t(`channels.${item.answer.channel}`)}</span>
              )}
            </TableCell>
            <TableCell className="font-mono">{item.complaintReference ?? '—'}</TableCell>
            <TableCell className="text-end">
              <Button variant="outline" size="sm" onClick={() => onAnswer(item)}>
                {t(item.answer ? 'actions.correct' : 'actions.record', { name: item.name })}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
