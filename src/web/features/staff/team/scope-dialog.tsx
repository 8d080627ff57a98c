import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPlace } from '@domain/organisations';
import type { TeamMember } from '@domain/staff-team';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { Select } from '@web/ui/select';
import { useOrganisations } from '../shared/get-organisations';
import { useSetMemberScope } from './api/set-member-scope';
import { PlaceRows } from './place-rows';

/**
 * Where a member works: their organisation and places, and for the lead agency the whole registry. A
 * partner's admin keeps the member in their own organisation and cannot give the whole registry (the
 * server refuses it too).
 */
export function ScopeDialog({ member, onOpenChange }: { member: TeamMember; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const organisations = useOrganisations().data?.items ?? [];
  const setScope = useSetMemberScope();
  const ownScope = user?.staff?.scope;
  const seesAll = ownScope?.wholeRegistry ?? false;
  const [organisation, setOrganisation] = useState(member.organisation ?? ownScope?.organisation?.code ?? '');
  const [wholeRegistry, setWholeRegistry] = useState(member.wholeRegistry);
  const [places, setPlaces] = useState<StaffPlace[]>(member.places);
  const leadAgency = organisations.find((candidate) => candidate.code === organisation)?.leadAgency ?? false;
  const name = `${member.firstName} ${member.lastName}`;
  const choices = seesAll ? organisations : organisations.filter((candidate) => candidate.code === organisation);

  function save() {
    setScope.mutate(
      { userId: member.userId, organisation, wholeRegistry: wholeRegistry && leadAgency, places },
      {
        onSuccess: () => {
          toast.success(t('team.scope.saved', { name }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('team.scope.title', { name })}</DialogTitle>
        <DialogDescription>{t('team.scope.description')}</DialogDescription>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('team.scope.organisation')}
          <Select value={organisation} disabled={!seesAll} onChange={(event) => setOrganisation(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {`${choice.code}: ${choice.name}`}
              </option>
            ))}
          </Select>
        </label>
        {seesAll && leadAgency && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={wholeRegistry} onChange={(event) => setWholeRegistry(event.target.checked)} />
            {t('team.scope.wholeRegistry')}
          </label>
        )}
        {!(wholeRegistry && leadAgency) && <PlaceRows places={places} onChange={setPlaces} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('team.scope.cancel')}
          </Button>
          <Button type="button" disabled={setScope.isPending || !organisation} onClick={save}>
            {t('team.scope.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
