import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffScopeChangeSchema, type StaffScopeChange, type TeamMember } from '@domain/staff-team';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { useOrganisations } from '../shared/get-organisations';
import { useSetMemberScope } from './api/set-member-scope';
import { placeErrorsOf } from './place-errors';
import { PlaceRows } from './place-rows';

/**
 * Where a member works: their organisation and places, and for the lead agency the whole registry. A
 * partner's admin keeps the member in their own organisation and cannot give the whole registry (the
 * server refuses it too). The same schema as the server checks the form; each error shows by its field.
 */
export function ScopeDialog({ member, onOpenChange }: { member: TeamMember; onOpenChange: (open: boolean) => void }) {
  // validation: the schema's messages are keys in that namespace.
  const { t } = useTranslation(['staff', 'validation']);
  const { user } = useSession();
  const organisations = useOrganisations().data?.items ?? [];
  const setScope = useSetMemberScope();
  const ownScope = user?.staff?.scope;
  const seesAll = ownScope?.wholeRegistry ?? false;
  const { register, handleSubmit, setError, control, formState } = useForm<StaffScopeChange>({
    resolver: zodResolver(staffScopeChangeSchema),
    defaultValues: {
      organisation: member.organisation ?? ownScope?.organisation?.code ?? '',
      wholeRegistry: member.wholeRegistry,
      places: member.places,
    },
  });
  const [organisation, wholeRegistry] = useWatch({ control, name: ['organisation', 'wholeRegistry'] });
  const leadAgency = organisations.find((candidate) => candidate.code === organisation)?.leadAgency ?? false;
  const name = `${member.firstName} ${member.lastName}`;
  // A partner's admin has one choice, their own organisation: the list shows it rather than hiding the field.
  const choices = seesAll ? organisations : organisations.filter((candidate) => candidate.code === organisation);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await setScope.mutateAsync({
        userId: member.userId,
        ...values,
        wholeRegistry: values.wholeRegistry && leadAgency,
      });
      toast.success(t('team.scope.saved', { name }));
      onOpenChange(false);
    } catch (error) {
      toast.error(applyServerErrors(error, staffScopeChangeSchema.shape, setError));
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('team.scope.title', { name })}</DialogTitle>
        <DialogDescription>{t('team.scope.description')}</DialogDescription>
        <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
          <FormField label={t('team.scope.organisation')} error={errors.organisation?.message}>
            <Select {...register('organisation')}>
              {choices.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {`${choice.code}: ${choice.name}`}
                </option>
              ))}
            </Select>
          </FormField>
          {seesAll && leadAgency && (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox {...register('wholeRegistry')} />
              {t('team.scope.wholeRegistry')}
            </label>
          )}
          {!(wholeRegistry && leadAgency) && (
            <Controller
              control={control}
              name="places"
              render={({ field }) => (
                <PlaceRows
                  places={field.value}
                  onChange={field.onChange}
                  errors={placeErrorsOf(errors.places)}
                  listError={errors.places?.message ?? errors.places?.root?.message}
                />
              )}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('team.scope.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting || !organisation}>
              {t('team.scope.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
