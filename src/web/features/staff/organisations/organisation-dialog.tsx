import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { organisationCreateSchema, type OrganisationCreate } from '@domain/organisation-admin';
import { ORGANISATION_COLOURS, type Organisation } from '@domain/organisations';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { OrganisationBadge } from '../shared/organisation-badge';
import { useSaveOrganisation } from './api/save-organisation';

const EMPTY: OrganisationCreate = {
  code: '',
  name: '',
  colour: 'blue',
  contactEmail: null,
  contactPhone: null,
  dataSharingAgreementOn: null,
};

/** An optional field left empty is "not given" (null), not an empty text the schema would judge. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** Codes are capitals (WFP, IRC): typed in any case, sent in capitals. */
const toCode = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/**
 * Adds a partner (no organisation given) or edits one; the badge preview shows the colour as staff will see
 * it. The same schema as the server checks each field and shows its error under it.
 */
export function OrganisationDialog({
  organisation,
  onOpenChange,
}: {
  organisation: Organisation | null;
  onOpenChange: (open: boolean) => void;
}) {
  // validation: the schema's messages are keys in that namespace, shown under the fields.
  const { t } = useTranslation(['staff', 'validation']);
  const save = useSaveOrganisation();
  const isNew = organisation === null;
  const { register, handleSubmit, setError, control, formState } = useForm<OrganisationCreate>({
    resolver: zodResolver(organisationCreateSchema),
    defaultValues: organisation
      ? {
          code: organisation.code,
          name: organisation.name,
          colour: organisation.colour,
          contactEmail: organisation.contactEmail,
          contactPhone: organisation.contactPhone,
          dataSharingAgreementOn: organisation.dataSharingAgreementOn,
        }
      : EMPTY,
  });
  const [code, name, colour] = useWatch({ control, name: ['code', 'name', 'colour'] });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, isNew });
      toast.success(t('organisations.saved', { name: values.name }));
      onOpenChange(false);
    } catch (error) {
      toast.error(applyServerErrors(error, organisationCreateSchema.shape, setError));
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>
          {isNew ? t('organisations.addTitle') : t('organisations.editTitle', { name: organisation.name })}
        </DialogTitle>
        <DialogDescription>{t('organisations.formDescription')}</DialogDescription>
        <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
          <FormField label={t('organisations.fields.code')} error={errors.code?.message}>
            {/* Read-only rather than disabled when editing: the code still goes with the form, unchanged. */}
            <Input className="uppercase" readOnly={!isNew} {...register('code', { setValueAs: toCode })} />
          </FormField>
          <FormField label={t('organisations.fields.name')} error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          <FormField label={t('organisations.fields.colour')} error={errors.colour?.message}>
            <Select {...register('colour')}>
              {ORGANISATION_COLOURS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`organisations.colours.${choice}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {code && (
            <OrganisationBadge
              organisation={{ code: code.trim().toUpperCase(), name, colour }}
              className="self-start"
            />
          )}
          <FormField label={t('organisations.fields.contactEmail')} error={errors.contactEmail?.message}>
            <Input type="email" {...register('contactEmail', { setValueAs: emptyToNull })} />
          </FormField>
          <FormField label={t('organisations.fields.contactPhone')} error={errors.contactPhone?.message}>
            <Input type="tel" {...register('contactPhone', { setValueAs: emptyToNull })} />
          </FormField>
          <FormField label={t('organisations.fields.agreement')} error={errors.dataSharingAgreementOn?.message}>
            <Input type="date" {...register('dataSharingAgreementOn', { setValueAs: emptyToNull })} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('team.scope.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {t('team.scope.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
