import { zodResolver } from '@hookform/resolvers/zod';
import { CloudOff } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useKeptForm } from '@web/lib/device-store/use-kept-form';
import type { SendOutcome } from '@web/lib/outbox/outbox';
import { useQueuedUntilSent } from '@web/lib/outbox/use-queued-until-sent';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';

interface MessageValues {
  message: string;
}

interface ReplyFormProps {
  /** The domain's schema of this kind of reply: one `message` field. */
  schema: z.ZodMiniType<MessageValues, MessageValues> & { shape: Record<keyof MessageValues, unknown> };
  maxLength: number;
  send: { mutateAsync: (values: MessageValues) => Promise<SendOutcome<unknown>>; isPending: boolean };
  /** The name this box's text is kept under on the device while it is typed, e.g. `reply:<conversation>`. */
  keptAs: string;
  /** Translation namespace and key prefix of `label`, `hint`, `send`, `sending`, `sent`, `failed`. */
  namespace: string;
  keyPrefix: string;
  rows?: number;
}

/** The box under a conversation; it empties itself once the server has the reply. */
export function ReplyForm({ schema, maxLength, send, namespace, keyPrefix, keptAs, rows = 4 }: ReplyFormProps) {
  const { t } = useTranslation([namespace, 'device']);
  const form = useForm<MessageValues>({ resolver: zodResolver(schema), defaultValues: { message: '' } });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  const kept = useKeptForm(form, keptAs);
  const queued = useQueuedUntilSent();

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      (outcome) => {
        kept.forget();
        reset();
        if (outcome.status === 'queued') {
          // No toast here: offline, the toast's own code may not load; the form says it in place.
          queued.start();
        } else {
          toast.success(t(`${keyPrefix}.sent`));
        }
      },
      (error: unknown) => {
        toast.error(t(`${keyPrefix}.failed`), { description: applyServerErrors(error, schema.shape, setError) });
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      <FormField
        label={t(`${keyPrefix}.label`)}
        hint={t(`${keyPrefix}.hint`, { max: maxLength })}
        error={errors.message?.message}
      >
        <textarea
          rows={rows}
          maxLength={maxLength}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive"
          {...register('message')}
        />
      </FormField>
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending} className="self-start">
        {send.isPending && <Spinner />}
        {send.isPending ? t(`${keyPrefix}.sending`) : t(`${keyPrefix}.send`)}
      </Button>
      {queued.waiting && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <CloudOff aria-hidden="true" className="size-4" />
          {t('device:queued')}
        </p>
      )}
    </form>
  );
}
