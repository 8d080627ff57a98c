import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage, type ProgrammeContent } from '@domain/programmes/programme-design';
import { Badge } from '@web/ui/badge';
import { cn } from '@web/ui/cn';
import { DesignSection } from './design-section';
import { EMPTY_TEXT, errorsUnder, type DesignErrors } from './design-draft';
import { LanguageTexts } from './language-texts';

interface TextsSectionProps {
  content: ProgrammeContent;
  errors: DesignErrors;
  onChange: (content: ProgrammeContent) => void;
}

/** What applicants read, one tab per language; a language without a name is shown in English. */
export function TextsSection({ content, errors, onChange }: TextsSectionProps) {
  const { t } = useTranslation('staff-programmes');
  const [shown, setShown] = useState<string>('en');
  const [seenErrors, setSeenErrors] = useState(errors);
  // A refused save with errors only in another language's texts opens that language, so they are not hidden
  // (state adjusted while rendering, as React advises, rather than in an effect).
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    const withErrors = CONTENT_LANGUAGES.filter((language) => errorsUnder(errors, `content.${language}`).length > 0);
    if (withErrors.length > 0 && !withErrors.some((language) => language === shown)) setShown(withErrors[0]!);
  }
  const missing = (language: ContentLanguage) => language !== 'en' && !content[language]?.name.trim();
  return (
    <DesignSection title={t('designer.texts.title')} description={t('designer.texts.description')}>
      <Tabs.Root value={shown} onValueChange={setShown} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('designer.texts.languages')} className="flex flex-wrap gap-2 border-b border-border">
          {CONTENT_LANGUAGES.map((language) => {
            const hasErrors = errorsUnder(errors, `content.${language}`).length > 0;
            return (
              <Tabs.Trigger
                key={language}
                value={language}
                className={cn(
                  '-mb-px flex min-h-10 items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium',
                  'data-[state=active]:border-primary data-[state=active]:text-primary',
                  hasErrors && 'text-destructive',
                )}
              >
                {t(`languages.${language}`)}
                {missing(language) && <Badge tone="yellow">{t('designer.texts.shownInEnglish')}</Badge>}
                {hasErrors && <span className="sr-only">{t('designer.hasErrors')}</span>}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {CONTENT_LANGUAGES.map((language) => (
          <Tabs.Content key={language} value={language} className="flex flex-col gap-4">
            {missing(language) && <p className="text-sm text-muted-foreground">{t('designer.texts.missingHint')}</p>}
            <LanguageTexts
              language={language}
              text={content[language] ?? EMPTY_TEXT}
              errors={errors}
              onChange={(text) => onChange({ ...content, [language]: text })}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </DesignSection>
  );
}
