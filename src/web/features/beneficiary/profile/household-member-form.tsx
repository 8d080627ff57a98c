import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@domain/beneficiary-profile';
import { declaredMemberInputSchema, HOUSEHOLD_RELATIONSHIPS, type DeclaredMemberInput } from '@domain/households';
import { ApiError, errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useState } from 'react';
import { useAddHouseholdMember } from './api/household-members';

type MemberFormValues = Omit<DeclaredMemberInput, 'relationship' | 'gender'> & {
  relationship: DeclaredMemberInput['relationship'] | '';
  gender: DeclaredMemberInput['gender'] | '';
};

/** The schema reads the empty choice ('') as a missing one and says so at the field. */
const resolver = zodResolver(declaredMemberInputSchema) as Resolver<MemberFormValues, unknown, DeclaredMemberInput>;

const EMPTY: MemberFormValues = { name: '', relationship: '', birthYear: Number.NaN, gender: '' };

/** Name, relationship, birth year and gender of one member; the form empties itself for the next one. */
export function HouseholdMemberForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['profile', 'validation']);
  const add = useAddHouseholdMember();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MemberFormValues, unknown, DeclaredMemberInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { register, formState, handleSubmit, reset, setError } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (member) => {
    setFailure(null);
    try {
      await add.mutateAsync(member);
    } catch (error) {
      setFailure(t('householdMembers.addFailed', { message: errorMessage(error) }));
      if (error instanceof ApiError) {
        for (const field of error.fieldErrors) {
          if (field.path in EMPTY)
            setError(field.path as keyof MemberFormValues, { type: 'server', message: field.message });
        }
      }
      return;
    }
    toast.success(t('householdMembers.added', { name: member.name }));
    reset(EMPTY);
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4 rounded-lg border border-border p-3"
      aria-label={t('householdMembers.formLabel')}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('householdMembers.fields.name')} error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label={t('householdMembers.fields.relationship')} error={errors.relationship?.message}>
          <Select {...register('relationship')}>
            <option value="">{t('choose')}</option>
            {HOUSEHOLD_RELATIONSHIPS.map((relationship) => (
              <option key={relationship} value={relationship}>
                {t(`householdMembers.relationships.${relationship}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('householdMembers.fields.birthYear')} error={errors.birthYear?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1900}
            max={new Date().getFullYear()}
            step={1}
            {...register('birthYear', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('householdMembers.fields.gender')} error={errors.gender?.message}>
          <Select {...register('gender')}>
            <option value="">{t('choose')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`options.gender.${gender}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('householdMembers.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending && <Spinner />}
          {add.isPending ? t('householdMembers.adding') : t('householdMembers.add')}
        </Button>
      </div>
    </form>
  );
}
