import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@domain/messages';
import { composeStaffMessageSchema, type ComposeStaffMessageInput } from '@domain/group-sms';
import { messageAudienceSchema, type MessageAudience } from '@domain/staff-messages';
import { newIdempotencyKey } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatNumber } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { useAudienceCount, useSendMessage } from './api/send-message';
import { AudienceFields, EMPTY_AUDIENCE } from './audience-fields';
import { SmsOption } from './sms-option';
import { TEXTAREA } from './staff-reply-form';
import { useReturnFocus } from './use-return-focus';

/** "This goes to 1,234 people", said to screen readers as it changes. */
function RecipientCount({ audience }: { audience: MessageAudience }) {
  const { t, i18n } = useTranslation('staff-messages');
  const parsed = messageAudienceSchema.safeParse(audience);
  const count = useAudienceCount(parsed.success && parsed.data.type !== 'person' ? parsed.data : null);
  let text = '';
  if (count.isFetching) text = t('compose.counting');
  else if (count.data)
    text =
      count.data.recipients === 0
        ? t('compose.nobody')
        : t('compose.recipients', {
            count: count.data.recipients,
            formattedCount: formatNumber(count.data.recipients, i18n.language),
          });
  return (
    <p role="status" className="min-h-5 text-sm font-medium">
      {text}
    </p>
  );
}

function ComposeForm({ person, onDone }: { person?: { id: string; name: string }; onDone: () => void }) {
  const { t } = useTranslation('staff-messages');
  const send = useSendMessage();
  // One key per message written: pressing Send again after a timeout cannot send it twice.
  const [requestKey] = useState(newIdempotencyKey);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<ComposeStaffMessageInput>({
    resolver: zodResolver(composeStaffMessageSchema),
    defaultValues: {
      subject: '',
      message: '',
      sms: false,
      audience: person ? { type: 'person', beneficiaryId: person.id } : EMPTY_AUDIENCE.camp,
    },
  });
  const [audience, message, sms] = useWatch({ control, name: ['audience', 'message', 'sms'] });
  const submit = handleSubmit(async (values) => {
    try {
      const sent = await send.mutateAsync({ input: values, requestKey });
      toast.success(t('compose.sent', { count: sent.recipients }), {
        description: sent.texts === undefined ? undefined : t('sms.sent', { count: sent.texts }),
      });
      onDone();
    } catch (error) {
      toast.error(t('compose.failed'), {
        description: applyServerErrors(
          error,
          composeStaffMessageSchema.shape as unknown as Record<Path<ComposeStaffMessageInput>, unknown>,
          setError,
        ),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {!person && (
        <>
          <AudienceFields audience={audience} register={register} setValue={setValue} errors={formState.errors} />
          <RecipientCount audience={audience} />
        </>
      )}
      <FormField label={t('compose.subject')} error={formState.errors.subject?.message}>
        <Input maxLength={150} {...register('subject')} />
      </FormField>
      <FormField
        label={t('compose.message')}
        hint={t('compose.messageHint', { max: MESSAGE_MAX_LENGTH })}
        error={formState.errors.message?.message}
      >
        <textarea rows={5} maxLength={MESSAGE_MAX_LENGTH} className={TEXTAREA} {...register('message')} />
      </FormField>
      {!person && <SmsOption field={register('sms')} checked={sms === true} audience={audience} message={message} />}
      <FormFooter
        cancelLabel={t('compose.cancel')}
        submitLabel={t('compose.submit')}
        busyLabel={t('compose.submitting')}
        isSubmitting={formState.isSubmitting}
        icon={Send}
      />
    </form>
  );
}

interface ComposeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Writing to one person (from their record); otherwise staff choose a group. */
  person?: { id: string; name: string };
}

export function ComposeDialog({ open, onOpenChange, person }: ComposeDialogProps) {
  const { t } = useTranslation('staff-messages');
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...returnFocus}>
        <DialogTitle>{person ? t('compose.titlePerson', { name: person.name }) : t('compose.title')}</DialogTitle>
        <DialogDescription>{t('compose.description')}</DialogDescription>
        {open && <ComposeForm person={person} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
