/** What the form knows of one place row's errors (react-hook-form's errors for the `places` array). */
type PlaceRowErrors = { camp?: { message?: string }; area?: { message?: string }; block?: { message?: string } };

/** One message per place row (the first of its fields), in row order; rows without an error get undefined. */
export function placeErrorsOf(errors: unknown): (string | undefined)[] {
  if (!Array.isArray(errors)) return [];
  return (errors as (PlaceRowErrors | undefined)[]).map(
    (row) => row?.area?.message ?? row?.block?.message ?? row?.camp?.message,
  );
}

/** A schema message is a key ("validation:staffScope.blockInvalid"); a server message arrives translated. */
export const isMessageKey = (message: string) => /^[a-z]+:[\w.]+$/.test(message);
