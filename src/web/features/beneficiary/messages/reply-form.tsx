import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, replySchema, type ReplyInput } from '../../../../domain/messages';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Spinner } from '../../../ui/spinner';
import { useSendReply } from './api/send-reply';

export function ReplyForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const send = useSendReply(conversationId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReplyInput>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        reset();
        toast.success(t('reply.sent'));
      },
      (error: unknown) => {
        toast.error(t('reply.failed'), { description: applyServerErrors(error, replySchema.shape, setError) });
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      <FormField label={t('reply.label')} hint={t('reply.hint', { max: MESSAGE_MAX_LENGTH })} error={errors.message?.message}>
        <textarea
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive"
          {...register('message')}
        />
      </FormField>
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending} className="self-start">
        {send.isPending && <Spinner />}
        {send.isPending ? t('reply.sending') : t('reply.send')}
      </Button>
    </form>
  );
}
