import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A tab whose screen arrives in a later issue: its title and a 'coming soon' line. */
export function ComingSoon({ heading }: { heading: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <Construction className="size-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <p className="max-w-prose text-muted-foreground">{t('comingSoon')}</p>
    </section>
  );
}
