/*
 * Which built files the service worker downloads at install, worked out from the bundle: the chunks of
 * a few pages and everything they import before they can run. Kept modest, since people pay for data;
 * any other chunk is cached the first time it is used.
 */

/** What the build plugin reads of each chunk of the bundle. */
export interface ChunkFacts {
  fileName: string;
  /** The source module the chunk stands for (absolute path), when it stands for one. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** Chunks it imports statically (needed before it runs). */
  imports: readonly string[];
  /** Stylesheets it loads. */
  css: readonly string[];
}

export interface PrecachePlan {
  /** Path endings (from src/web/, or a package in node_modules) of the pages and modules to have offline, besides the entry. */
  pages: readonly string[];
  /** Translation namespaces those pages read. */
  namespaces: readonly string[];
}

/** A translation file of the build (lib/locale-assets.ts): assets/locales/<language>-<hash>/<namespace>.json. */
const LOCALE_FILE = /^assets\/locales\/([a-z]{2})-\w+\/([\w-]+)\.json$/;

function endsWithPath(moduleId: string | null, path: string): boolean {
  return moduleId !== null && moduleId.replaceAll('\\', '/').endsWith(`/${path}`);
}

/** The URLs to fetch at install, and the translation files per language (`assetNames`: the build's other files). */
export function precacheFiles(
  chunks: readonly ChunkFacts[],
  assetNames: readonly string[],
  plan: PrecachePlan,
): { files: string[]; locales: Record<string, string[]> } {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();

  function add(chunk: ChunkFacts | undefined): void {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.css.forEach((css) => files.add(css));
    chunk.imports.forEach((name) => add(byName.get(name)));
  }

  for (const chunk of chunks) {
    if (chunk.isEntry || plan.pages.some((page) => endsWithPath(chunk.facadeModuleId, page))) add(chunk);
  }

  const locales: Record<string, string[]> = {};
  for (const name of [...assetNames].sort()) {
    const [, language, namespace] = LOCALE_FILE.exec(name) ?? [];
    if (!language || !namespace || !plan.namespaces.includes(namespace)) continue;
    (locales[language] ??= []).push(`/${name}`);
  }

  return { files: [...files].sort().map((name) => `/${name}`), locales };
}
