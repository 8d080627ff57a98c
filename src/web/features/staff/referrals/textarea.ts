/** The console's multi-line text box (the same look as its inputs). */
export const TEXTAREA =
  'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';
