/** Multi-line boxes look like our inputs; the ui kit has no textarea of its own. */
export const TEXTAREA_CLASS =
  'flex min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 disabled:opacity-60 aria-invalid:border-destructive';
