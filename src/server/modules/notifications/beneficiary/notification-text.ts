import { programmeText } from '@domain/programmes/programme-design';
import { inArray } from 'drizzle-orm';
import { documentTypeLabelOption } from '@domain/documents';
import type { BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import type { Database } from '@server/db/client';
import { programmes } from '@server/db/schema';
import { SERVER_LANGUAGES, translate, type ServerLanguage } from '@server/platform/i18n';

export type StoredParams = Record<string, string | number>;
export type DisplayParams = Record<string, string>;

/** A saved preference may name a language we do not ship (yet): English then. */
export function notificationLanguage(saved: string | null | undefined): ServerLanguage {
  return (SERVER_LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as ServerLanguage) : 'en';
}

// The web's locales (src/web/lib/languages.ts): Arabic amounts with Western digits, as M-Pesa writes them.
const LOCALES: Record<ServerLanguage, string> = { en: 'en-KE', sw: 'sw-KE', so: 'so-KE', ar: 'ar-u-nu-latn' };

export function formatKes(amount: number, language: ServerLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'KES',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Programme names in one language for the ids the notifications mention (one query for a whole page). */
export async function programmeNames(
  db: Database,
  params: StoredParams[],
  language: ServerLanguage,
): Promise<Map<string, string>> {
  const ids = [...new Set(params.map((p) => p.programmeId).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: programmes.id, content: programmes.content })
    .from(programmes)
    .where(inArray(programmes.id, ids));
  return new Map(rows.map((row) => [row.id, programmeText(row.content, language).name]));
}

/**
 * What the text interpolates, in the reader's language: the programme's name
 * for its id, the document type's label, the amount as KES. Nothing else is passed on.
 */
export function displayParams(
  params: StoredParams,
  language: ServerLanguage,
  names: Map<string, string>,
): DisplayParams {
  const shown: DisplayParams = {};
  if (typeof params.programmeId === 'string') shown.programme = names.get(params.programmeId) ?? params.programmeId;
  else if (typeof params.programme === 'string') shown.programme = params.programme;
  if (typeof params.documentType === 'string') {
    const option = documentTypeLabelOption(params.documentType);
    shown.documentType = option ? translate(language, `documents:types.${option}`) : params.documentType;
  }
  if (params.amount !== undefined && Number.isFinite(Number(params.amount)))
    shown.amount = formatKes(Number(params.amount), language);
  return shown;
}

export function notificationTitle(
  language: ServerLanguage,
  kind: BeneficiaryNotificationKind,
  params: DisplayParams,
): string {
  return translate(language, `notifications:kinds.${kind}.title`, params);
}

export function notificationBody(
  language: ServerLanguage,
  kind: BeneficiaryNotificationKind,
  params: DisplayParams,
): string {
  return translate(language, `notifications:kinds.${kind}.body`, params);
}
