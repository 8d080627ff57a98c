import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffStatus } from '@domain/user-types';
import type { TeamMember } from '@domain/staff-team';
import { TeamMemberCard } from './team-member-card';

interface TeamSectionProps {
  status: StaffStatus;
  members: TeamMember[];
  currentUserId: string;
}

/** One status group of the team, with its count and an empty line when nobody is in it. */
export function TeamSection({ status, members, currentUserId }: TeamSectionProps) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {t(`team.groups.${status}`)}
        <span className="rounded-full bg-muted px-2 py-0.5 text-sm font-medium text-slate-700">{members.length}</span>
      </h2>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`team.empty.${status}`)}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {members.map((member) => (
            <TeamMemberCard key={member.userId} member={member} isSelf={member.userId === currentUserId} />
          ))}
        </ul>
      )}
    </section>
  );
}
