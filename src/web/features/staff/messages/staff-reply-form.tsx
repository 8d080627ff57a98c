import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, replySchema, type ReplyInput } from '@domain/messages';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';
import { useStaffReply } from './api/send-reply';

export const TEXTAREA =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive';

/** Staff answer under a conversation; the box empties once the server has the reply. */
export function StaffReplyForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation('staff-messages');
  const send = useStaffReply(threadId);
  const { register, handleSubmit, reset, setError, formState } = useForm<ReplyInput>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset();
      toast.success(t('reply.sent'));
    } catch (error) {
      toast.error(t('reply.failed'), { description: applyServerErrors(error, replySchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
      <FormField label={t('reply.label')} error={formState.errors.message?.message}>
        <textarea rows={3} maxLength={MESSAGE_MAX_LENGTH} className={TEXTAREA} {...register('message')} />
      </FormField>
      <Button type="submit" size="sm" className="self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
        {formState.isSubmitting ? t('reply.sending') : t('reply.submit')}
      </Button>
    </form>
  );
}
