import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DefaultValues } from 'react-hook-form';
import type { RegistryBeneficiaryInput } from '@domain/registry-beneficiary';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { useCreateBeneficiary } from './api/create-beneficiary';
import { BeneficiaryForm } from './beneficiary-form';

const EMPTY_PERSON: DefaultValues<RegistryBeneficiaryInput> = {
  progresId: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  location: '',
  phoneNumber: '',
  householdId: '',
  status: 'active',
  skills: [],
};

/** Add Beneficiary (registry list): on success the new person's page opens. */
export function AddBeneficiaryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('staff-record');
  const create = useCreateBeneficiary();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('add.title')}</DialogTitle>
        <DialogDescription>{t('add.description')}</DialogDescription>
        {open && (
          <BeneficiaryForm
            defaultValues={EMPTY_PERSON}
            withStatus
            submitLabel={t('add.submit')}
            failureTitle={t('add.failed')}
            onSubmit={async (values) => {
              const person = await create.mutateAsync(values);
              toast.success(t('add.done', { name: `${person.firstName} ${person.lastName}` }));
              onOpenChange(false);
              void navigate(`/staff/beneficiaries/${person.id}`);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
