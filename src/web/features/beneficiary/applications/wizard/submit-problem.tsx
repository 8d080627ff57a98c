import { Alert } from '@web/ui/alert';
import type { WizardProblem } from './use-wizard-steps';

/** The refusal, and under it each reason the server gave (for eligibility: every rule not met, in words). */
export function SubmitProblem({ problem }: { problem: WizardProblem }) {
  return (
    <Alert tone="error">
      <p>{problem.message}</p>
      {problem.reasons.length > 0 && (
        <ul className="mt-2 list-disc ps-5">
          {problem.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
