import { Alert } from '@web/ui/alert';
import type { Outcome } from './use-submit-outcome';

/** Sits just above the submit button, where the eye is after tapping it on a phone. */
export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return <Alert tone={outcome.tone}>{outcome.message}</Alert>;
}
