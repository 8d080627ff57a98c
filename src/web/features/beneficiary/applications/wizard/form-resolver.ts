import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { applicationFormSchema, type ApplicationForm } from '@domain/programme-application';

const checkForm = zodResolver(applicationFormSchema);

/**
 * The form's schema, after dropping the questions nobody answered yet: a yes/no left unpicked is held as
 * undefined, which is "not answered", not an answer of the wrong kind. Whether a required one is missing is
 * the programme's check (programme-answers.ts), with its own message at the question.
 */
export const applicationFormResolver: Resolver<ApplicationForm> = (values, context, options) => {
  const answers = Object.fromEntries(
    Object.entries((values.answers ?? {}) as Record<string, unknown>).filter(([, answer]) => answer !== undefined),
  ) as ApplicationForm['answers'];
  return checkForm({ ...values, answers }, context, options);
};
