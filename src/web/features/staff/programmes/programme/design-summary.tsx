import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_LANGUAGES, type ProgrammeQuota } from '@domain/programmes/programme-design';
import { documentTypeLabelOption } from '@domain/documents';
import { formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import type { StaffProgramme } from '../api/programme-keys';
import { QUOTA_VALUE_OPTIONS } from '../designer/quota-values';
import { programmeWindow } from '../programme-window';
import { ruleSentence } from '../rules/rule-edits';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-muted-foreground sm:w-48">{term}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** The design as it stands, read-only; those allowed to design it get an Edit button. */
export function DesignSummary({ programme, mayDesign }: { programme: StaffProgramme; mayDesign: boolean }) {
  const { t, i18n } = useTranslation(['staff-programmes', 'staff-registry', 'documents']);
  const language = i18n.language;
  const none = t('page.design.none');
  const quotaText = (quota: ProgrammeQuota) => {
    const value = t(`${QUOTA_VALUE_OPTIONS[quota.dimension].labelKey}.${quota.value}`);
    const min = quota.minPlaces === undefined ? undefined : formatNumber(quota.minPlaces, language);
    const max = quota.maxPlaces === undefined ? undefined : formatNumber(quota.maxPlaces, language);
    if (min && max) return t('page.design.quotaBoth', { value, min, max });
    if (min) return t('page.design.quotaMin', { value, min });
    if (max) return t('page.design.quotaMax', { value, max });
    return value;
  };
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('page.design.title')}</CardTitle>
        {mayDesign && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/staff/programmes/${programme.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('page.design.edit')}
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          {CONTENT_LANGUAGES.map((code) => {
            const text = programme.content[code];
            return (
              <Item key={code} term={t(`languages.${code}`)}>
                {text ? (
                  <span lang={code} className="flex flex-col gap-1">
                    <span className="font-medium">{text.name}</span>
                    {text.description && <span>{text.description}</span>}
                    {(text.amount || text.duration) && (
                      <span>{[text.amount, text.duration].filter(Boolean).join(' · ')}</span>
                    )}
                    {text.eligibility.length > 0 && (
                      <ul className="list-disc ps-5">
                        {text.eligibility.map((note, index) => (
                          <li key={index}>{note}</li>
                        ))}
                      </ul>
                    )}
                  </span>
                ) : (
                  <span className="text-muted-foreground">{t('designer.texts.shownInEnglish')}</span>
                )}
              </Item>
            );
          })}
          <Item term={t('designer.basics.kind')}>{t(`kinds.${programme.kind}`)}</Item>
          <Item term={t('columns.window')}>{programmeWindow(t, language, programme.opensOn, programme.closesOn)}</Item>
          <Item term={t('designer.basics.places')}>
            {programme.places === null ? t('noLimit') : formatNumber(programme.places, language)}
            {programme.onePlacePerHousehold && ` · ${t('designer.basics.onePlacePerHousehold')}`}
          </Item>
          <Item term={t('designer.quotas.title')}>
            {programme.quotas.length === 0 ? none : programme.quotas.map(quotaText).join('; ')}
          </Item>
          <Item term={t('designer.documents.title')}>
            {programme.requiredDocumentTypes.length === 0
              ? none
              : programme.requiredDocumentTypes
                  .map((type) => t(`documents:types.${documentTypeLabelOption(type) ?? 'other'}`))
                  .join(', ')}
          </Item>
          <Item term={t('designer.questions.title')}>
            {programme.questions.length === 0 ? (
              none
            ) : (
              <ol className="list-decimal ps-5">
                {programme.questions.map((question) => (
                  <li key={question.id}>
                    {question.label.en} ({t(`designer.questions.kinds.${question.kind}`)}
                    {question.required ? `, ${t('designer.questions.required')}` : ''})
                  </li>
                ))}
              </ol>
            )}
          </Item>
          <Item term={t('rules.title')}>
            {programme.rules.length === 0 ? (
              none
            ) : (
              <ul className="flex flex-col gap-1">
                {programme.rules.map((rule, index) => (
                  <li key={index}>
                    {ruleSentence(t, language, rule)} ({t(`rules.${rule.hard ? 'hard' : 'advisory'}`)})
                  </li>
                ))}
              </ul>
            )}
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}
