/** Each language's folder of translation files in the build (lib/locale-assets.ts), e.g. `assets/locales/en-1a2b3c4d5e`. */
declare module 'virtual:locale-dirs' {
  const dirs: Readonly<Record<string, string>>;
  export default dirs;
}
