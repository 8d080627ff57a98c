import { CheckCircle2, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENROLMENT_STATUSES, type EnrolmentStatus } from '@domain/projects';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { Label } from '@web/ui/label';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { useChangeEnrolment } from './api/change-enrolment';
import { ENROLMENTS_PAGE_SIZE, useEnrolments } from './api/get-enrolments';
import type { EnrolledPerson, ProjectDetails } from './api/project-types';
import { EnrolDialog } from './enrol-dialog';
import { WithdrawDialog } from './withdraw-dialog';

const STATUS_TONES = { enrolled: 'blue', completed: 'green', withdrawn: 'yellow' } as const;

/** The people of the project (Manage): enrol more, mark completion, withdraw with a reason. */
export function EnrolledPeopleSection({ project }: { project: ProjectDetails }) {
  const { t, i18n } = useTranslation('staff-projects');
  const [status, setStatus] = useState<EnrolmentStatus | ''>('');
  const [page, setPage] = useState(1);
  const [enrolling, setEnrolling] = useState(false);
  const [withdrawing, setWithdrawing] = useState<EnrolledPerson | null>(null);
  const people = useEnrolments(project.id, status || undefined, page);
  const change = useChangeEnrolment();
  const canEnrol = project.status === 'active' || project.status === 'planning';

  const complete = async (person: EnrolledPerson) => {
    try {
      await change.mutateAsync({ projectId: project.id, enrolmentId: person.id, action: 'complete' });
      toast.success(t('people.completedToast', { name: `${person.firstName} ${person.lastName}` }));
    } catch (error) {
      toast.error(t('form.failed'), { description: errorMessage(error) });
    }
  };

  return (
    <Card id="manage">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('people.heading')}</CardTitle>
        <Button onClick={() => setEnrolling(true)} disabled={!canEnrol}>
          <UserPlus aria-hidden="true" />
          {t('people.enrol')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!canEnrol && <p className="text-sm text-muted-foreground">{t('people.closed')}</p>}
        <div className="flex flex-col gap-1.5 sm:w-56">
          <Label htmlFor="enrolment-status-filter">{t('people.statusFilter')}</Label>
          <Select
            id="enrolment-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as EnrolmentStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('people.allStatuses')}</option>
            {ENROLMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`enrolmentStatuses.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        {people.isError && <LoadError error={people.error} onRetry={() => void people.refetch()} />}
        {people.data && people.data.total === 0 && <p className="text-muted-foreground">{t('people.empty')}</p>}
        {people.data && people.data.total > 0 && (
          <>
            <Table aria-label={t('people.heading')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('people.name')}</TableHead>
                  <TableHead>{t('people.progresId')}</TableHead>
                  <TableHead>{t('fields.location')}</TableHead>
                  <TableHead>{t('fields.status')}</TableHead>
                  <TableHead>{t('people.since')}</TableHead>
                  <TableHead>{t('people.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {people.data.items.map((person) => {
                  const name = `${person.firstName} ${person.lastName}`;
                  const since = person.withdrawnAt ?? person.completedAt ?? person.enrolledAt;
                  return (
                    <TableRow key={person.id}>
                      <TableCell className="font-medium">{name}</TableCell>
                      <TableCell className="font-mono text-xs">{person.progresId ?? '—'}</TableCell>
                      <TableCell>{person.location ?? '—'}</TableCell>
                      <TableCell>
                        <Badge tone={STATUS_TONES[person.status]} title={person.withdrawalReason ?? undefined}>
                          {t(`enrolmentStatuses.${person.status}`)}
                        </Badge>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatDate(since, i18n.language)}</TableCell>
                      <TableCell>
                        {person.status === 'enrolled' && (
                          <div className="flex gap-2">
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('people.completeOf', { name })}
                              onClick={() => void complete(person)}
                            >
                              <CheckCircle2 aria-hidden="true" />
                              {t('people.complete')}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('people.withdrawOf', { name })}
                              onClick={() => setWithdrawing(person)}
                            >
                              <UserMinus aria-hidden="true" />
                              {t('people.withdraw')}
                            </Button>
                          </div>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pager
              page={page}
              pageSize={ENROLMENTS_PAGE_SIZE}
              total={people.data.total}
              onPage={setPage}
              label={t('people.pagerLabel')}
            />
          </>
        )}
      </CardContent>
      <EnrolDialog projectId={project.id} open={enrolling} onOpenChange={setEnrolling} />
      <WithdrawDialog projectId={project.id} person={withdrawing} onClose={() => setWithdrawing(null)} />
    </Card>
  );
}
