import { useTranslation } from 'react-i18next';
import { staffRoleOf } from '@domain/staff';
import { useSession } from '@web/lib/session';
import { cn } from '@web/ui/cn';
import { OrganisationBadge, usePlaceNames } from './shared/organisation-badge';

/**
 * Who is signed in: name, then role, organisation badge and places (Agency Admin, UNHCR, Dadaab), one
 * line each in the header, wrapped in the drawer. The caller sets the display (flex, or hidden
 * on some screens), so the two never compete.
 */
export function StaffUserBadge({ className, wrap = false }: { className?: string; wrap?: boolean }) {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const placeNames = usePlaceNames();
  if (!user) return null;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const role = t(`roles.${staffRoleOf(user.staff?.isAdmin ?? false)}`);
  const scope = user.staff?.scope;
  const organisation = scope?.organisation;
  const places = scope ? placeNames(scope.places, scope.wholeRegistry) : user.staff?.site;

  return (
    <div className={cn('min-w-0 items-center gap-3', className)}>
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
        aria-hidden="true"
      >
        {initials}
      </span>
      <div className="min-w-0 text-start leading-tight">
        <p className={cn('text-sm font-medium', wrap ? 'break-words' : 'truncate')}>
          {user.firstName} {user.lastName}
        </p>
        <p className={cn('flex items-center gap-1 text-xs text-muted-foreground', wrap ? 'flex-wrap' : 'min-w-0')}>
          <span className="shrink-0">{role}</span>
          {organisation && <OrganisationBadge organisation={organisation} />}
          {places && <span className={wrap ? 'break-words' : 'truncate'}>{places}</span>}
        </p>
      </div>
    </div>
  );
}
