import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseholdDeclaredMember, Reconcile } from '@domain/households';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { useReconcileDeclaration, useRegistrySearch } from './api/household-api';

/** Match a declared member to a registry person found by search, or record that they are not in the registry. */
export function ReconcileDialog({ member, onClose }: { member: HouseholdDeclaredMember | null; onClose: () => void }) {
  const { t } = useTranslation('households');
  const [q, setQ] = useState('');
  const search = useRegistrySearch(q);
  const reconcile = useReconcileDeclaration();
  const decide = async (decision: Reconcile) => {
    if (!member) return;
    try {
      await reconcile.mutateAsync({ declarationId: member.id, decision });
      toast.success(t('reconcile.done', { name: member.name }));
      setQ('');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('reconcile.title', { name: member?.name ?? '' })}</DialogTitle>
        <DialogDescription>{t('reconcile.description')}</DialogDescription>
        <FormField label={t('reconcile.search')} hint={t('reconcile.searchHint')}>
          <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        </FormField>
        <div aria-live="polite" className="flex flex-col gap-2">
          {search.isFetching && <p className="text-sm text-muted-foreground">{t('reconcile.searching')}</p>}
          {search.data && search.data.items.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('reconcile.noResults')}</p>
          )}
          {search.data && search.data.items.length > 0 && (
            <ul className="flex flex-col gap-2">
              {search.data.items.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    {person.firstName} {person.lastName}
                    {person.progresId && (
                      <span className="ms-2 font-mono text-muted-foreground">{person.progresId}</span>
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={reconcile.isPending}
                    onClick={() => void decide({ match: person.id })}
                  >
                    <UserCheck aria-hidden="true" />
                    {t('reconcile.match')}
                    <span className="sr-only">
                      {person.firstName} {person.lastName}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {reconcile.isError && <Alert tone="error">{errorMessage(reconcile.error)}</Alert>}
        <Button
          variant="outline"
          className="self-start"
          disabled={reconcile.isPending}
          onClick={() => void decide({ notInRegistry: true })}
        >
          <UserX aria-hidden="true" />
          {t('reconcile.notInRegistry')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
