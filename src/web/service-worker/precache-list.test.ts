import { describe, expect, it } from 'vitest';
import { precacheFiles, type ChunkFacts } from './precache-list';

const SRC = '/repo/src/web';

function chunk(fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts {
  return { fileName, facadeModuleId: null, isEntry: false, imports: [], css: [], ...facts };
}

const bundle: ChunkFacts[] = [
  chunk('assets/index-1.js', {
    isEntry: true,
    facadeModuleId: `${SRC}/main.tsx`,
    imports: ['assets/framework-1.js'],
    css: ['assets/index-1.css'],
  }),
  chunk('assets/framework-1.js'),
  chunk('assets/beneficiary-portal-1.js', {
    facadeModuleId: `${SRC}/features/beneficiary/beneficiary-portal.tsx`,
    imports: ['assets/tab-nav-1.js'],
  }),
  chunk('assets/tab-nav-1.js'),
  chunk('assets/messages-tab-1.js', { facadeModuleId: `${SRC}/features/beneficiary/messages/messages-tab.tsx` }),
  chunk('assets/staff-console-1.js', { facadeModuleId: `${SRC}/features/staff/staff-console.tsx` }),
];
// Translations are files of their own, not chunks (lib/locale-assets.ts).
const assets = [
  'assets/locales/sw-2b2b2b2b2b/common.json',
  'assets/locales/en-1a1a1a1a1a/common.json',
  'assets/locales/en-1a1a1a1a1a/staff.json',
  'assets/index-1.css',
  'locale-dirs.json',
];

describe('the files downloaded when the app is installed', () => {
  const plan = { pages: ['features/beneficiary/beneficiary-portal.tsx'], namespaces: ['common'] };
  const { files, locales } = precacheFiles(bundle, assets, plan);

  it('holds the entry and the chosen pages with everything they import and their styles', () => {
    expect(files).toEqual([
      '/assets/beneficiary-portal-1.js',
      '/assets/framework-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/tab-nav-1.js',
    ]);
  });

  it('leaves other pages to be cached when first opened', () => {
    expect(files).not.toContain('/assets/messages-tab-1.js');
    expect(files).not.toContain('/assets/staff-console-1.js');
  });

  it('lists the chosen namespaces per language, for the language the person reads', () => {
    expect(locales).toEqual({
      en: ['/assets/locales/en-1a1a1a1a1a/common.json'],
      sw: ['/assets/locales/sw-2b2b2b2b2b/common.json'],
    });
  });
});
