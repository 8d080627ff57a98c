import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_COLOURS, type Organisation } from '@domain/organisations';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { OrganisationBadge } from '../shared/organisation-badge';
import { useSaveOrganisation } from './api/save-organisation';

const EMPTY: Organisation = {
  code: '',
  name: '',
  colour: 'blue',
  contactEmail: null,
  contactPhone: null,
  dataSharingAgreementOn: null,
  leadAgency: false,
};

/** Adds a partner (no organisation given) or edits one; the badge preview shows the colour as staff will see it. */
export function OrganisationDialog({
  organisation,
  onOpenChange,
}: {
  organisation: Organisation | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  const [values, setValues] = useState<Organisation>(organisation ?? EMPTY);
  const save = useSaveOrganisation();
  const isNew = organisation === null;
  const set = (changes: Partial<Organisation>) => setValues((current) => ({ ...current, ...changes }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { leadAgency: _leadAgency, ...input } = values;
    save.mutate(
      { ...input, isNew },
      {
        onSuccess: () => {
          toast.success(t('organisations.saved', { name: values.name }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  const field = (label: string, input: React.ReactNode) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      {input}
    </label>
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>
          {isNew ? t('organisations.addTitle') : t('organisations.editTitle', { name: values.name })}
        </DialogTitle>
        <DialogDescription>{t('organisations.formDescription')}</DialogDescription>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          {field(
            t('organisations.fields.code'),
            <Input
              required
              disabled={!isNew}
              value={values.code}
              onChange={(event) => set({ code: event.target.value.toUpperCase() })}
            />,
          )}
          {field(
            t('organisations.fields.name'),
            <Input required value={values.name} onChange={(event) => set({ name: event.target.value })} />,
          )}
          {field(
            t('organisations.fields.colour'),
            <Select
              value={values.colour}
              onChange={(event) => set({ colour: event.target.value as Organisation['colour'] })}
            >
              {ORGANISATION_COLOURS.map((colour) => (
                <option key={colour} value={colour}>
                  {t(`organisations.colours.${colour}`)}
                </option>
              ))}
            </Select>,
          )}
          {values.code && <OrganisationBadge organisation={values} className="self-start" />}
          {field(
            t('organisations.fields.contactEmail'),
            <Input
              type="email"
              value={values.contactEmail ?? ''}
              onChange={(event) => set({ contactEmail: event.target.value || null })}
            />,
          )}
          {field(
            t('organisations.fields.contactPhone'),
            <Input
              type="tel"
              value={values.contactPhone ?? ''}
              onChange={(event) => set({ contactPhone: event.target.value || null })}
            />,
          )}
          {field(
            t('organisations.fields.agreement'),
            <Input
              type="date"
              value={values.dataSharingAgreementOn ?? ''}
              onChange={(event) => set({ dataSharingAgreementOn: event.target.value || null })}
            />,
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('team.scope.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('team.scope.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
