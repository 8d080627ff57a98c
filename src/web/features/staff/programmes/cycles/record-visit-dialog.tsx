import { MapPinCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nairobiToday } from '@domain/kenya-day';
import { visitInputSchema } from '@domain/programmes/cycles-plan';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { useRecordVisit } from './cycles-api';

const TEXTAREA =
  'min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive';

interface RecordVisitProps {
  programmeId: string;
  cycleId: string;
  person: { beneficiaryId: string; name: string } | null;
  onClose: () => void;
}

/** A verification visit seen by the officer: the day and what they saw; a tranche may wait on it. */
export function RecordVisitDialog({ programmeId, cycleId, person, onClose }: RecordVisitProps) {
  const { t } = useTranslation('staff-cycles');
  const [visitedOn, setVisitedOn] = useState(nairobiToday());
  const [note, setNote] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const record = useRecordVisit(programmeId, cycleId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    const parsed = visitInputSchema.safeParse({ beneficiaryId: person.beneficiaryId, visitedOn, note });
    if (!parsed.success) return setDateError(parsed.error.issues[0]?.message);
    setDateError(undefined);
    try {
      await record.mutateAsync(parsed.data);
      toast.success(t('visit.done', { name: person.name }));
      onClose();
    } catch {
      // Shown in the form.
    }
  };
  return (
    <Dialog open={person !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t('visit.title', { name: person?.name ?? '' })}</DialogTitle>
        <DialogDescription>{t('visit.description')}</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormField label={t('visit.visitedOn')} error={dateError}>
            <Input type="date" value={visitedOn} max={nairobiToday()} onChange={(e) => setVisitedOn(e.target.value)} />
          </FormField>
          <FormField label={t('visit.note')}>
            <textarea className={TEXTAREA} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          {record.isError && <Alert tone="error">{errorMessage(record.error)}</Alert>}
          <FormFooter
            cancelLabel={t('common.cancel')}
            submitLabel={t('visit.submit')}
            busyLabel={t('common.working')}
            isSubmitting={record.isPending}
            icon={MapPinCheck}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
