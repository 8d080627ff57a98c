import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root';

/*
 * The server answers in the reader's language with the same translation files
 * as the web (src/web/locales), so a message reads the same in a form and in a
 * problem+json answer. Keys look like "validation:emailInvalid".
 */
export const SERVER_LANGUAGES = ['en', 'sw', 'so', 'ar'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];
// eligibility: the reasons a submission is refused for are the sentences the programme list shows.
const SERVER_NAMESPACES = ['validation', 'errors', 'email', 'notifications', 'documents', 'eligibility'];

const localesDir = path.join(projectRoot, 'src/web/locales');

type Tree = { [key: string]: string | Tree };
const catalogues = new Map<string, Tree>();

function catalogue(language: ServerLanguage, namespace: string): Tree {
  const cacheKey = `${language}/${namespace}`;
  let tree = catalogues.get(cacheKey);
  if (!tree) {
    const file = path.join(localesDir, language, `${namespace}.json`);
    tree = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {};
    catalogues.set(cacheKey, tree);
  }
  return tree;
}

function lookup(language: ServerLanguage, key: string): string | undefined {
  const [namespace, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['errors', key];
  if (!SERVER_NAMESPACES.includes(namespace)) return undefined;
  let node: string | Tree | undefined = catalogue(language, namespace);
  for (const part of rest.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function isTranslationKey(text: string): boolean {
  return /^(validation|errors|email|eligibility):[\w.]+$/.test(text);
}

/** With a numeric `count`, i18next's plural keys (key_one, key_other) by the language's own rules, as the web picks them. */
function find(language: ServerLanguage, key: string, count: string | number | undefined): string | undefined {
  if (typeof count === 'number') {
    const plural =
      lookup(language, `${key}_${new Intl.PluralRules(language).select(count)}`) ?? lookup(language, `${key}_other`);
    if (plural) return plural;
  }
  return lookup(language, key);
}

/** Translates a key; unknown keys fall back to English, then to the key itself. */
export function translate(language: ServerLanguage, key: string, params: Record<string, string | number> = {}): string {
  const template = find(language, key, params.count) ?? find('en', key, params.count) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Picks the first supported language from an Accept-Language header. */
export function languageFromHeader(header: string | undefined): ServerLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.find((a) => a.trim().startsWith('q='));
      return { tag: tag.toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((r) => (SERVER_LANGUAGES as readonly string[]).includes(r.tag));
  return (match?.tag as ServerLanguage | undefined) ?? 'en';
}
