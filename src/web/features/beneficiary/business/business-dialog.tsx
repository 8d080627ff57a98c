import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryBusiness } from '@domain/business';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/ui/dialog';
import { BusinessForm } from './business-form';

interface BusinessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The business to update; none to register a new one. */
  business?: BeneficiaryBusiness;
  /** The button that opens it; focus returns to it on close. Without one, say where focus goes. */
  trigger?: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** One form for registering and updating: the form mounts on open, so it starts from the right values each time. */
export function BusinessDialog({ open, onOpenChange, business, trigger, onCloseAutoFocus }: BusinessDialogProps) {
  const { t } = useTranslation('business');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t(business ? 'form.updateTitle' : 'form.registerTitle')}</DialogTitle>
        <DialogDescription>
          {business ? t('form.updateDescription', { name: business.name }) : t('form.registerDescription')}
        </DialogDescription>
        <BusinessForm business={business} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
