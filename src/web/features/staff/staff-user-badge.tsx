import { useTranslation } from 'react-i18next';
import { staffRoleOf } from '../../../domain/staff';
import { useSession } from '../../lib/session';
import { cn } from '../../ui/cn';

/** Who is signed in: name, role label and operations site. */
export function StaffUserBadge({ className }: { className?: string }) {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  if (!user) return null;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const role = t(`roles.${staffRoleOf(user.staff?.isAdmin ?? false)}`);
  const site = user.staff?.site;

  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800" aria-hidden="true">
        {initials}
      </span>
      <div className="min-w-0 text-left leading-tight">
        <p className="truncate text-sm font-medium">
          {user.firstName} {user.lastName}
        </p>
        <p className="truncate text-xs text-muted-foreground">{site ? `${role} · ${site}` : role}</p>
      </div>
    </div>
  );
}
