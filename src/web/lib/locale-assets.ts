import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * The translations as plain JSON files at /assets/locales/<language>-<hash>/<namespace>.json, fetched by
 * lib/i18n.ts one language and namespace at a time (docs/decisions/0035-translations-are-files-not-chunks.md). The client knows one folder per
 * language, so its code stays the same size whatever namespaces are added; the folder's hash covers every
 * file of that language, so a deploy changing one language's texts leaves the others' cached copies valid.
 */

const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));
/** Written beside index.html for the server's page hints and the bundle budget (language -> folder). */
export const LOCALE_DIRS_FILE = 'locale-dirs.json';
/** A built locale file: its language and namespace. */
export const BUILT_LOCALE_FILE = /^assets\/locales\/([a-z]{2})-[\w]+\/([\w-]+)\.json$/;
const DEV_LOCALE_URL = /^\/assets\/locales\/([a-z]{2})-[\w]+\/([\w-]+)\.json(?:\?.*)?$/;

type LocaleTexts = Map<string, Map<string, string>>;

/** Every language's namespaces, each minified (the catalogues are indented for people, not phones). */
function readLocales(): LocaleTexts {
  const languages: LocaleTexts = new Map();
  for (const language of readdirSync(LOCALES_DIR).sort()) {
    if (!/^[a-z]{2}$/.test(language)) continue;
    const files = new Map<string, string>();
    for (const file of readdirSync(join(LOCALES_DIR, language)).sort()) {
      if (!file.endsWith('.json')) continue;
      const text = JSON.stringify(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')));
      files.set(file.slice(0, -'.json'.length), text);
    }
    languages.set(language, files);
  }
  return languages;
}

function folders(locales: LocaleTexts): Record<string, string> {
  const dirs: Record<string, string> = {};
  for (const [language, files] of locales) {
    const hash = createHash('sha256');
    for (const [namespace, text] of files) hash.update(`${namespace}\n${text}\n`);
    dirs[language] = `assets/locales/${language}-${hash.digest('hex').slice(0, 10)}`;
  }
  return dirs;
}

const VIRTUAL_ID = 'virtual:locale-dirs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** `virtual:locale-dirs` gives lib/i18n.ts each language's folder; the build writes the files into them. */
export function localeAssets(): Plugin {
  // Read once per build, so the folders the client is told of are the ones written.
  let locales: LocaleTexts | undefined;
  return {
    name: 'livelihood:locale-assets',
    buildStart() {
      locales = readLocales();
      for (const language of locales.keys()) this.addWatchFile(join(LOCALES_DIR, language));
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export default ${JSON.stringify(folders((locales ??= readLocales())))};`;
    },
    // In development the folder's hash is not checked: the files are read as they are now.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [, language = '', namespace = ''] = DEV_LOCALE_URL.exec(request.url ?? '') ?? [];
        if (!language) return next();
        try {
          const text = readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8');
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(text);
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
    generateBundle() {
      const texts = (locales ??= readLocales());
      const dirs = folders(texts);
      for (const [language, files] of texts) {
        for (const [namespace, text] of files) {
          this.emitFile({ type: 'asset', fileName: `${dirs[language]}/${namespace}.json`, source: text });
        }
      }
      this.emitFile({ type: 'asset', fileName: LOCALE_DIRS_FILE, source: JSON.stringify(dirs) });
    },
  };
}
