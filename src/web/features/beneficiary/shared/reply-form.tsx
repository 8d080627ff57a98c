import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { applyServerErrors } from '@web/lib/apply-server-errors';
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
  send: { mutateAsync: (values: MessageValues) => Promise<unknown>; isPending: boolean };
  /** Translation namespace and key prefix of `label`, `hint`, `send`, `sending`, `sent`, `failed`. */
  namespace: string;
  keyPrefix: string;
  rows?: number;
}

/** The box under a conversation; it empties itself once the server has the reply. */
export function ReplyForm({ schema, maxLength, send, namespace, keyPrefix, rows = 4 }: ReplyFormProps) {
  const { t } = useTranslation(namespace);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<MessageValues>({ resolver: zodResolver(schema), defaultValues: { message: '' } });

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        reset();
        toast.success(t(`${keyPrefix}.sent`));
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
    </form>
  );
}
