import { useRef, useState, type FormEvent } from 'react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { i18next } from '@web/lib/i18n';

/*
 * The auth pages' forms: the part of react-hook-form's API they use, on the
 * same zod schemas as the server, loaded on first focus.
 *
 * Why not react-hook-form itself here: the auth pages are the first a person
 * opens, often on a slow, metered phone connection, and have a 120 KB budget of
 * JavaScript. React, the router and i18next take 98 KB of it; react-hook-form
 * would add 15 KB and zod 26 KB. So these four small forms (text fields and
 * one select, no arrays or controlled widgets) keep their values in the inputs
 * and check them here, and zod arrives with the schemas while the person types.
 * Every other form in the app uses react-hook-form.
 */

type Values = Record<string, string>;
type FieldErrors<T extends Values> = Partial<Record<keyof T, { message: string }>>;

interface Schema<T> {
  safeParse(
    values: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * A schema that loads with zod and the validation messages on first use. If it
 * cannot load (the connection dropped), the form submits unchecked and the
 * server, which validates with the same schema, answers with the field errors.
 */
export function lazySchema<T extends Values>(load: () => Promise<Schema<T>>) {
  let loading: Promise<Schema<T> | null> | null = null;
  return () =>
    (loading ??= Promise.all([load(), i18next.loadNamespaces('validation')]).then(
      ([schema]) => schema,
      () => {
        loading = null;
        return null;
      },
    ));
}

type Field = HTMLInputElement | HTMLSelectElement;

function firstErrors<T extends Values>(issues: { path: PropertyKey[]; message: string }[]): FieldErrors<T> {
  const errors: Record<string, { message: string }> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !errors[name]) errors[name] = { message: issue.message };
  }
  return errors as FieldErrors<T>;
}

export function useAuthForm<T extends Values>(options: {
  schema: () => Promise<Schema<T> | null>;
  defaultValues?: Partial<T>;
}) {
  const fields = useRef(new Map<keyof T, Field>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const values = () => Object.fromEntries([...fields.current].map(([name, field]) => [name, field.value])) as T;

  const check = async (): Promise<{ data: T | null; errors: FieldErrors<T> }> => {
    const schema = await options.schema();
    if (!schema) return { data: values(), errors: {} };
    const result = schema.safeParse(values());
    return result.success
      ? { data: result.data, errors: {} }
      : { data: null, errors: firstErrors<T>(result.error.issues) };
  };

  const register = (
    name: keyof T & string,
  ): { name: string; defaultValue?: string; ref: (field: Field | null) => void; onChange: () => void } => ({
    name,
    // Only when given: a select keeps its own default (the placeholder option) otherwise.
    ...(options.defaultValues?.[name] === undefined ? {} : { defaultValue: options.defaultValues[name] }),
    ref: (field: Field | null) => {
      if (field) fields.current.set(name, field);
      else fields.current.delete(name);
    },
    // As react-hook-form does by default: quiet until the first submit, then checked as the person corrects.
    onChange: () => {
      if (submitted.current) void check().then((result) => setErrors(result.errors));
    },
  });

  const handleSubmit = (onValid: (data: T) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await check();
      setErrors(result.errors);
      if (result.data) await onValid(result.data);
      else [...fields.current].find(([name]) => result.errors[name])?.[1].focus();
    } finally {
      setSubmitting(false);
    }
  };

  const setError: UseFormSetError<T> = (name, error, setOptions) => {
    setErrors((current) => ({ ...current, [name]: { message: error.message ?? '' } }));
    if (setOptions?.shouldFocus) fields.current.get(name as Path<T> & keyof T)?.focus();
  };

  return {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    preload: () => void options.schema(),
  };
}
