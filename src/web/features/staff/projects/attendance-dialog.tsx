import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { Spinner } from '@web/ui/spinner';
import { useAttendance } from './api/get-attendance';
import type { AttendanceSheet, ProjectActivity } from './api/project-types';
import { useSaveAttendance } from './api/save-attendance';

/** Ticked is present; everyone left unticked is recorded absent when the list is saved. */
function Checklist({ sheet, onDone }: { sheet: AttendanceSheet; onDone: () => void }) {
  const { t } = useTranslation('staff-projects');
  const save = useSaveAttendance();
  const [present, setPresent] = useState(
    () => new Set(sheet.items.filter((item) => item.attendance === 'present').map((item) => item.beneficiaryId)),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: string, ticked: boolean) => {
    const next = new Set(present);
    if (ticked) next.add(id);
    else next.delete(id);
    setPresent(next);
  };
  const submit = async () => {
    try {
      const records = sheet.items.map((item) => ({
        beneficiaryId: item.beneficiaryId,
        present: present.has(item.beneficiaryId),
      }));
      const saved = await save.mutateAsync({ activityId: sheet.activity.id, records });
      toast.success(t('attendance.saved', { rate: saved.activity.attendanceRate }));
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  if (sheet.items.length === 0) return <p className="text-muted-foreground">{t('attendance.nobody')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          {t('attendance.legend', { count: present.size, total: sheet.items.length })}
        </legend>
        <ul className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border">
          {sheet.items.map((item) => (
            <li key={item.beneficiaryId}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                <Checkbox
                  checked={present.has(item.beneficiaryId)}
                  onChange={(event) => toggle(item.beneficiaryId, event.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium">
                    {item.firstName} {item.lastName}
                  </span>
                  {item.progresId && (
                    <span className="block font-mono text-xs text-muted-foreground">{item.progresId}</span>
                  )}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t(`attendance.states.${item.attendance ?? 'notTaken'}`)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {problem && <Alert tone="error">{problem}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </DialogClose>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {t('attendance.save')}
        </Button>
      </DialogFooter>
    </div>
  );
}

function SheetLoader({ activityId, onDone }: { activityId: string; onDone: () => void }) {
  const sheet = useAttendance(activityId);
  if (sheet.isPending) return <Skeleton className="h-32 w-full" />;
  if (sheet.isError) return <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />;
  return <Checklist sheet={sheet.data} onDone={onDone} />;
}

export function AttendanceDialog({ activity, onClose }: { activity: ProjectActivity | null; onClose: () => void }) {
  const { t } = useTranslation('staff-projects');
  return (
    <Dialog open={activity !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('attendance.title', { title: activity?.title ?? '' })}</DialogTitle>
        <DialogDescription>{t('attendance.description')}</DialogDescription>
        {activity && <SheetLoader activityId={activity.id} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
