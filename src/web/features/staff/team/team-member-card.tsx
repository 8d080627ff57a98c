import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import type { TeamMember } from '@domain/staff-team';
import { useOrganisations } from '../shared/get-organisations';
import { OrganisationBadge, usePlaceNames } from '../shared/organisation-badge';
import { ScopeDialog } from './scope-dialog';
import { TeamMemberActions } from './team-member-actions';

const STATUS_STYLES: Record<TeamMember['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  active: 'bg-green-50 text-green-900',
  deactivated: 'bg-slate-100 text-slate-700',
};

/** A card on phones; on wide screens the same markup lines up as a table-like row. */
export function TeamMemberCard({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const { t, i18n } = useTranslation(['staff', 'staff-feedback']);
  const organisation = useOrganisations().data?.items.find((candidate) => candidate.code === member.organisation);
  const placeNames = usePlaceNames();
  const [editingScope, setEditingScope] = useState(false);
  // An approved member with no places sees nobody yet: the page says so next to the button that fixes it.
  const needsPlaces = member.status === 'active' && !member.wholeRegistry && member.places.length === 0;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 shadow-sm xl:grid xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_15rem] xl:items-center xl:gap-6">
      <div className="min-w-0">
        <p className="font-medium">
          {member.firstName} {member.lastName}
          {isSelf && <span className="text-sm font-normal text-muted-foreground"> {t('team.you')}</span>}
        </p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {organisation && <OrganisationBadge organisation={organisation} />}
          <Badge className={STATUS_STYLES[member.status]}>{t(`team.status.${member.status}`)}</Badge>
          {member.isAdmin && <Badge className="bg-blue-50 text-blue-900">{t('team.admin')}</Badge>}
          {member.safeguarding && <Badge tone="purple">{t('staff-feedback:team.safeguarding')}</Badge>}
          {member.programmeDesign && <Badge tone="green">{t('team.programmeDesign.badge')}</Badge>}
        </div>
        {member.status !== 'pending' && (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className={needsPlaces ? 'font-medium text-amber-900' : 'text-muted-foreground'}>
              {needsPlaces ? t('team.scope.prompt') : placeNames(member.places, member.wholeRegistry)}
            </span>
            {!isSelf && (
              <Button size="sm" variant="outline" onClick={() => setEditingScope(true)}>
                {t('team.scope.edit')}
                <span className="sr-only">
                  {' '}
                  {member.firstName} {member.lastName}
                </span>
              </Button>
            )}
          </div>
        )}
        {editingScope && <ScopeDialog member={member} onOpenChange={setEditingScope} />}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-3 sm:gap-y-0">
        <div className="contents sm:block">
          <dt className="text-muted-foreground">{t('team.fields.phone')}</dt>
          <dd className="break-all">{member.phoneNumber}</dd>
        </div>
        <div className="contents sm:block">
          <dt className="text-muted-foreground">{t('team.fields.site')}</dt>
          <dd>{member.site ?? t('team.fields.noSite')}</dd>
        </div>
        <div className="contents sm:block">
          <dt className="text-muted-foreground">{t('team.fields.signedUp')}</dt>
          <dd>{formatDate(member.createdAt, i18n.language)}</dd>
        </div>
      </dl>
      <TeamMemberActions member={member} isSelf={isSelf} />
    </li>
  );
}
