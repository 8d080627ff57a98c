import { useTranslation } from 'react-i18next';
import type {
  RegistryBeneficiary,
  RegistryBeneficiaryInput,
  RegistryBeneficiaryUpdate,
} from '@domain/registry-beneficiary';
import type { RegistryPerson } from '@domain/registry-beneficiary-record';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { useUpdateBeneficiary } from './api/update-beneficiary';
import { BeneficiaryForm } from './beneficiary-form';

const EDITABLE = [
  'progresId',
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'nationality',
  'location',
  'phoneNumber',
  'householdId',
  'vulnerabilityScore',
  'skills',
] as const satisfies readonly (keyof RegistryBeneficiaryUpdate)[];

/** The form starts from the stored record; empty optional fields are empty strings in the inputs. */
function formValues(person: RegistryPerson): Partial<RegistryBeneficiaryInput> {
  return {
    progresId: person.progresId ?? '',
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth ?? '',
    gender: person.gender ?? undefined,
    nationality: (person.nationality ?? undefined) as RegistryBeneficiaryInput['nationality'] | undefined,
    location: person.location ?? '',
    phoneNumber: person.phoneNumber ?? '',
    householdId: person.householdId ?? '',
    vulnerabilityScore: person.vulnerabilityScore ?? undefined,
    status: person.status,
    skills: person.skills,
  };
}

/** Only what differs from the stored record is sent, so the history names exactly the changed fields. */
function changesOf(before: Partial<RegistryBeneficiaryInput>, after: RegistryBeneficiary): RegistryBeneficiaryUpdate {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (JSON.stringify(before[field] ?? '') !== JSON.stringify(after[field] ?? '')) changes[field] = after[field];
  }
  return changes as RegistryBeneficiaryUpdate;
}

export function EditBeneficiaryDialog({
  person,
  open,
  onOpenChange,
}: {
  person: RegistryPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-record');
  const update = useUpdateBeneficiary();
  const initial = formValues(person);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('edit.title', { name: `${person.firstName} ${person.lastName}` })}</DialogTitle>
        <DialogDescription>{t('edit.description')}</DialogDescription>
        {open && (
          <BeneficiaryForm
            defaultValues={initial}
            withStatus={false}
            submitLabel={t('edit.submit')}
            failureTitle={t('edit.failed')}
            onSubmit={async (values) => {
              const changes = changesOf(initial, values);
              if (Object.keys(changes).length === 0) {
                toast.info(t('edit.nothingChanged'));
              } else {
                await update.mutateAsync({ id: person.id, changes });
                toast.success(t('edit.done'));
              }
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
