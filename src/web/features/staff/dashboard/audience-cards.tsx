import {
  AlertTriangle,
  BriefcaseBusiness,
  FolderKanban,
  LayoutDashboard,
  Upload,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import type { StaffDashboard } from './api/get-dashboard';

/** The three audiences of the product (spec section 1), each with what staff do for it and how many use it. */
const AUDIENCES: {
  key: 'beneficiary' | 'staff' | 'employer';
  icon: LucideIcon;
  path: string;
  figure: keyof StaffDashboard['audiences'];
}[] = [
  { key: 'beneficiary', icon: UserRound, path: '/staff/beneficiaries', figure: 'portalBeneficiaries' },
  { key: 'staff', icon: LayoutDashboard, path: '/staff/team', figure: 'activeStaff' },
  { key: 'employer', icon: BriefcaseBusiness, path: '/staff/employers', figure: 'verifiedEmployers' },
];

const ADMIN_LINKS: { key: string; icon: LucideIcon; path: string }[] = [
  { key: 'beneficiaries', icon: Users, path: '/staff/beneficiaries' },
  { key: 'projects', icon: FolderKanban, path: '/staff/projects' },
  { key: 'bulkUpload', icon: Upload, path: '/staff/bulk-upload' },
  { key: 'duplicates', icon: AlertTriangle, path: '/staff/duplicates' },
];

export function AudienceCards({ audiences }: { audiences: StaffDashboard['audiences'] }) {
  const { t, i18n } = useTranslation('staff-dashboard');
  return (
    <section aria-labelledby="dashboard-audiences" className="flex flex-col gap-3">
      <h2 id="dashboard-audiences" className="text-lg font-semibold">
        {t('audiences.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {AUDIENCES.map(({ key, icon: Icon, path, figure }) => (
          <li key={key}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-full bg-blue-50 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-semibold">{t(`audiences.${key}.title`)}</h3>
                <CardDescription>{t(`audiences.${key}.description`)}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto flex flex-col gap-3">
                <p className="text-sm font-medium">
                  {t(`audiences.${key}.figure`, {
                    count: audiences[figure],
                    formatted: formatNumber(audiences[figure], i18n.language),
                  })}
                </p>
                <Button asChild variant="outline" size="sm" className="self-start">
                  <Link to={path}>{t(`audiences.${key}.open`)}</Link>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shortcuts to the console's work areas (spec: 'System Administration'). */
export function AdministrationCard() {
  const { t } = useTranslation('staff-dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.title')}</CardTitle>
        <CardDescription>{t('admin.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 md:grid-cols-4">
        {ADMIN_LINKS.map(({ key, icon: Icon, path }) => (
          <Button key={key} asChild variant="outline">
            <Link to={path}>
              <Icon aria-hidden="true" />
              {t(`admin.${key}`)}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
