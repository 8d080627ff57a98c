import { UserCheck, UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WITHDRAWAL_REASON_MAX,
  WITHDRAWAL_REASON_MIN,
  type RankedApplicant,
  type WithdrawalResult,
} from '@domain/programmes/programme-selection';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogClose } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Select } from '@web/ui/select';
import { useSelectOne, useWithdrawPlace } from './api/selection-api';
import { ConflictNotice, isSelectionConflict } from './conflict-notice';

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive';

interface WithdrawProps {
  programmeId: string;
  applicant: RankedApplicant | null;
  projects: { id: string; name: string }[];
  selectedCount: number;
  onReload: () => void;
  onClose: () => void;
}

function WithdrawForm({
  applicant,
  onWithdrawn,
}: {
  applicant: RankedApplicant;
  onWithdrawn: (result: WithdrawalResult) => void;
}) {
  const { t } = useTranslation('staff-selection');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const withdraw = useWithdrawPlace();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < WITHDRAWAL_REASON_MIN) return setFieldError('validation:selection.reasonRequired');
    setFieldError(undefined);
    try {
      const result = await withdraw.mutateAsync({ applicationId: applicant.applicationId, reason: reason.trim() });
      toast.success(t('withdraw.done', { name: applicant.name }));
      onWithdrawn(result);
    } catch {
      // Shown below the field.
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={t('withdraw.reason')} error={fieldError}>
        <textarea
          className={TEXTAREA}
          maxLength={WITHDRAWAL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {withdraw.isError && <Alert tone="error">{errorMessage(withdraw.error)}</Alert>}
      <FormFooter
        cancelLabel={t('common.cancel')}
        submitLabel={t('withdraw.submit')}
        busyLabel={t('common.working')}
        isSubmitting={withdraw.isPending}
        icon={UserMinus}
      />
    </form>
  );
}

/** The freed place: the next eligible person who fits it, whom the officer may select at once. */
function NextPerson({
  programmeId,
  next,
  projects,
  selectedCount,
  onReload,
  onClose,
}: Omit<WithdrawProps, 'applicant'> & { next: WithdrawalResult['next'] }) {
  const { t } = useTranslation('staff-selection');
  const [projectId, setProjectId] = useState(projects[0]?.id ?? '');
  const selectOne = useSelectOne(programmeId);
  if (!next) return <p className="text-sm">{t('withdraw.noNext')}</p>;
  const select = async () => {
    try {
      await selectOne.mutateAsync({ applicationId: next.applicationId, projectId, selectedCount });
      toast.success(t('withdraw.nextSelected', { name: next.name }));
      onClose();
    } catch {
      // Shown below.
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{t('withdraw.next', { name: next.name, score: next.score })}</p>
      {projects.length > 1 && (
        <FormField label={t('selectTop.project')}>
          <Select value={projectId} onChange={(event) => setProjectId(event.target.value)}>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {selectOne.isError &&
        (isSelectionConflict(selectOne.error) ? (
          <ConflictNotice onReload={onReload} />
        ) : (
          <Alert tone="error">{errorMessage(selectOne.error)}</Alert>
        ))}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.close')}</Button>
        </DialogClose>
        <Button disabled={selectOne.isPending || projects.length === 0} onClick={() => void select()}>
          <UserCheck aria-hidden="true" />
          {t('withdraw.selectNext', { name: next.name })}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Withdraw a selected person's place, with the reason they gave; then offer the next person. */
export function WithdrawPlaceDialog(props: WithdrawProps) {
  const { t } = useTranslation('staff-selection');
  const [result, setResult] = useState<WithdrawalResult | null>(null);
  const close = () => {
    setResult(null);
    props.onClose();
  };
  return (
    <Dialog open={props.applicant !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{t('withdraw.title', { name: props.applicant?.name ?? '' })}</DialogTitle>
        <DialogDescription>{result ? t('withdraw.withdrawnDescription') : t('withdraw.description')}</DialogDescription>
        {props.applicant && !result && <WithdrawForm applicant={props.applicant} onWithdrawn={setResult} />}
        {result && <NextPerson {...props} next={result.next} onClose={close} />}
      </DialogContent>
    </Dialog>
  );
}
