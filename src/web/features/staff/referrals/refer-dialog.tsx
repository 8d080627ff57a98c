import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CONTACT_ONLY_FIELDS,
  REFERRAL_CONSENTS,
  REFERRAL_SERVICES,
  REFERRAL_URGENCIES,
  referralCreateSchema,
  SHAREABLE_FIELDS,
  type ReferralCreateInput,
} from '@domain/referrals';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useOrganisations } from '../shared/get-organisations';
import { useCreateReferral } from './api/create-referral';
import { TEXTAREA } from './textarea';

function ReferForm({ beneficiaryId, onDone }: { beneficiaryId: string; onDone: () => void }) {
  // validation: the consent rule's message is a schema key shown under the fields.
  const { t } = useTranslation(['referrals', 'validation']);
  const navigate = useNavigate();
  const { user } = useSession();
  const ownOrganisation = user?.staff?.scope.organisation?.code;
  // A referral goes to another organisation: mine is not offered.
  const organisations = useOrganisations();
  const others = organisations.data?.items.filter((organisation) => organisation.code !== ownOrganisation);
  const create = useCreateReferral();
  const { register, handleSubmit, setError, control, formState } = useForm<ReferralCreateInput>({
    resolver: zodResolver(referralCreateSchema),
    // Least shared by default: the officer adds what the receiving side really needs.
    defaultValues: {
      beneficiaryId,
      toOrganisation: '',
      reason: '',
      urgency: 'routine',
      consent: 'yes',
      sharedFields: ['name', 'phone'],
    },
  });
  const withoutConsent = useWatch({ control, name: 'consent' }) === 'no';
  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      toast.success(t('refer.done'));
      onDone();
      void navigate(`/staff/referrals/${created.id}`);
    } catch (error) {
      toast.error(t('refer.failed'), {
        description: applyServerErrors(error, referralCreateSchema.shape, setError),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={t('fields.organisation')} error={formState.errors.toOrganisation?.message}>
        <Select {...register('toOrganisation')}>
          <option value="">{t('refer.chooseOrganisation')}</option>
          {others?.map((organisation) => (
            <option key={organisation.code} value={organisation.code}>
              {organisation.name} ({organisation.code})
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.service')} error={formState.errors.service?.message}>
        <Select {...register('service')}>
          <option value="">{t('refer.chooseService')}</option>
          {REFERRAL_SERVICES.map((service) => (
            <option key={service} value={service}>
              {t(`services.${service}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.reason')} hint={t('refer.reasonHint')} error={formState.errors.reason?.message}>
        <textarea className={TEXTAREA} maxLength={2000} {...register('reason')} />
      </FormField>
      <FormField label={t('fields.urgency')} error={formState.errors.urgency?.message}>
        <Select {...register('urgency')}>
          {REFERRAL_URGENCIES.map((urgency) => (
            <option key={urgency} value={urgency}>
              {t(`urgencies.${urgency}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.consent')} hint={t('refer.consentHint')} error={formState.errors.consent?.message}>
        <Select {...register('consent')}>
          {REFERRAL_CONSENTS.map((consent) => (
            <option key={consent} value={consent}>
              {t(`consents.${consent}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="flex flex-col gap-2" aria-describedby="refer-shared-hint">
        <legend className="text-sm font-medium">{t('fields.sharedFields')}</legend>
        <p id="refer-shared-hint" className="text-xs text-muted-foreground">
          {withoutConsent ? t('refer.contactOnlyHint') : t('refer.sharedHint')}
        </p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SHAREABLE_FIELDS.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <Checkbox
                value={field}
                // Unticked fields without consent are left out of the answer; the name always goes.
                disabled={withoutConsent && !CONTACT_ONLY_FIELDS.includes(field)}
                aria-readonly={field === 'name' ? true : undefined}
                onClickCapture={field === 'name' ? (event) => event.preventDefault() : undefined}
                {...register('sharedFields')}
              />
              {t(`sharedFields.${field}`)}
            </label>
          ))}
        </div>
        {formState.errors.sharedFields?.message && (
          <p role="alert" className="text-sm text-destructive">
            {t(formState.errors.sharedFields.message)}
          </p>
        )}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />}
          {t('refer.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Refer": sends the person to another organisation's service, sharing only the fields ticked. */
export function ReferButton({ beneficiaryId, name }: { beneficiaryId: string; name: string }) {
  const { t } = useTranslation('referrals');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('refer.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t('refer.title', { name })}</DialogTitle>
          <DialogDescription>{t('refer.description')}</DialogDescription>
          {open && <ReferForm beneficiaryId={beneficiaryId} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
