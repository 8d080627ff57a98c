import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BriefcaseBusiness, Check, LayoutDashboard, UserRound, type LucideIcon } from 'lucide-react';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';

interface Audience {
  key: 'beneficiary' | 'staff' | 'employer';
  path: string;
  icon: LucideIcon;
  features: readonly string[];
}

/** Spec section 1: the three audiences and what each portal offers. */
const audiences: readonly Audience[] = [
  {
    key: 'beneficiary',
    path: '/beneficiary',
    icon: UserRound,
    features: ['profile', 'applications', 'documents', 'payments', 'jobs', 'business'],
  },
  {
    key: 'staff',
    path: '/staff',
    icon: LayoutDashboard,
    features: ['beneficiaries', 'programmes', 'bulkData', 'analytics', 'duplicates'],
  },
  {
    key: 'employer',
    path: '/employer',
    icon: BriefcaseBusiness,
    features: ['jobPosting', 'matching', 'review', 'skillsSearch', 'tracking'],
  },
];

export function AudienceCards() {
  const { t } = useTranslation('landing');
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
      {audiences.map(({ key, path, icon: Icon, features }) => (
        <li key={key}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-blue-50 text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <CardTitle>{t(`audiences.${key}.title`)}</CardTitle>
              <CardDescription>{t(`audiences.${key}.description`)}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-5">
              <ul className="flex flex-1 flex-col gap-2 text-sm text-slate-700">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {t(`audiences.${key}.features.${feature}`)}
                  </li>
                ))}
              </ul>
              {/* The span lets a long (Swahili) label wrap inside the button's no-wrap style. */}
              <Button asChild className="h-auto min-h-10 w-full text-center">
                <Link to={path}>
                  <span className="whitespace-normal">{t(`audiences.${key}.open`)}</span>
                </Link>
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
