import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@web/lib/format';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import type { AuditEntry } from './api/get-audit-log';

/** Details are whatever the action recorded (changed fields, counts); shown as compact key: value pairs. */
function describeDetails(details: Record<string, unknown> | null): string | null {
  if (!details || Object.keys(details).length === 0) return null;
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** Records that have a page in the console: the entry links to it. */
const RECORD_PAGES: Record<string, string> = { beneficiary: '/staff/beneficiaries', project: '/staff/projects' };

function TargetId({ type, id }: { type: string; id: string }) {
  const base = RECORD_PAGES[type];
  const className = 'block font-mono text-xs break-all';
  return base ? (
    <Link to={`${base}/${id}`} className={`${className} text-primary underline-offset-2 hover:underline`}>
      {id}
    </Link>
  ) : (
    <span className={`${className} text-muted-foreground`}>{id}</span>
  );
}

export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('staff-audit');
  return (
    <Table>
      <TableCaption className="sr-only">{t('table.caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.time')}</TableHead>
          <TableHead>{t('table.actor')}</TableHead>
          <TableHead>{t('table.action')}</TableHead>
          <TableHead>{t('table.target')}</TableHead>
          <TableHead>{t('table.details')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap">{formatDateTime(entry.at, i18n.language)}</TableCell>
            <TableCell>
              {entry.actor ? (
                <>
                  <span className="block font-medium">{entry.actor.name ?? entry.actor.userId}</span>
                  {entry.actor.email && (
                    <span className="block text-xs text-muted-foreground">{entry.actor.email}</span>
                  )}
                </>
              ) : (
                <span className="text-muted-foreground">{t('table.unknownActor')}</span>
              )}
            </TableCell>
            <TableCell className="font-mono text-xs">{entry.action}</TableCell>
            <TableCell>
              <span className="block">{entry.targetType}</span>
              {entry.targetId && <TargetId type={entry.targetType} id={entry.targetId} />}
            </TableCell>
            <TableCell className="max-w-xs text-xs break-words">
              {describeDetails(entry.details) ?? t('table.noDetails')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
