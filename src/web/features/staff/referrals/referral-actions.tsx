import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralDetail } from '@domain/referrals';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useReferralAssignees } from './api/get-choices';
import { useReferralAction, type ReferralAction } from './api/referral-action';
import { TEXTAREA } from './textarea';

function useAct(id: string, action: ReferralAction) {
  const { t } = useTranslation('referrals');
  const mutation = useReferralAction(id, action);
  const run = async (body: Record<string, string> = {}) => {
    try {
      await mutation.mutateAsync(body);
      toast.success(t(`actions.${action}.done`));
      return true;
    } catch (error) {
      toast.error(t('actions.failed'), { description: errorMessage(error) });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}

/** Decline (with a reason) or close (with an outcome): the text the other side and the record keep. */
function TextDecision({ id, action, field }: { id: string; action: 'decline' | 'close'; field: 'reason' | 'outcome' }) {
  const { t } = useTranslation('referrals');
  const { run, pending } = useAct(id, action);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setMissing(true);
    if (await run({ [field]: text.trim() })) setText('');
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <FormField label={t(`actions.${action}.label`)} error={missing ? t(`actions.${action}.required`) : undefined}>
        <textarea
          className={TEXTAREA}
          maxLength={2000}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
        />
      </FormField>
      <Button
        type="submit"
        variant={action === 'decline' ? 'outline' : 'default'}
        disabled={pending}
        className="self-start"
      >
        {pending && <Spinner />}
        {t(`actions.${action}.submit`)}
      </Button>
    </form>
  );
}

function AssignControl({ item }: { item: ReferralDetail }) {
  const { t } = useTranslation('referrals');
  const assignees = useReferralAssignees(true);
  const { run, pending } = useAct(item.id, 'assign');
  const [userId, setUserId] = useState(item.assignedTo?.userId ?? '');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (userId) void run({ userId });
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <FormField label={t('actions.assign.label')}>
        <Select value={userId} onChange={(event) => setUserId(event.target.value)}>
          <option value="">{t('actions.assign.choose')}</option>
          {assignees.data?.items.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" variant="outline" disabled={pending || !userId}>
        {pending && <Spinner />}
        {t('actions.assign.submit')}
      </Button>
    </form>
  );
}

/** What the receiving organisation may do now; the referring side only follows. */
export function ReferralActions({ item }: { item: ReferralDetail }) {
  const { t } = useTranslation('referrals');
  const accept = useAct(item.id, 'accept');
  const { allowed } = item;
  if (!allowed.accept && !allowed.decline && !allowed.assign && !allowed.close) return null;
  return (
    <section aria-labelledby="referral-actions" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <h2 id="referral-actions" className="text-lg font-semibold">
        {t('actions.title')}
      </h2>
      {allowed.accept && (
        <Button className="self-start" disabled={accept.pending} onClick={() => void accept.run()}>
          {accept.pending && <Spinner />}
          {t('actions.accept.submit')}
        </Button>
      )}
      {allowed.assign && <AssignControl key={item.assignedTo?.userId ?? 'nobody'} item={item} />}
      {allowed.decline && <TextDecision id={item.id} action="decline" field="reason" />}
      {allowed.close && <TextDecision id={item.id} action="close" field="outcome" />}
    </section>
  );
}
