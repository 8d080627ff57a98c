import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';

const GUIDELINES = ['clear', 'originals', 'maxSize', 'formats', 'expiry'] as const;

export function GuidelinesCard() {
  const { t } = useTranslation('documents');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Info aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
          {t('guidelines.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 ps-5 text-sm">
          {GUIDELINES.map((key) => (
            <li key={key}>{t(`guidelines.${key}`)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
