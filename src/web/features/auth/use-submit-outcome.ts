import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_REDIRECT_DELAY_MS } from '@domain/constants';

export interface Outcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * What a submitted auth form shows, and the redirect that follows a success
 * after the spec's delay, so people can read the message first. Leaving the
 * page cancels the pending redirect.
 */
export function useSubmitOutcome() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);

  const succeed = useCallback((message: string, redirectTo: string) => {
    setOutcome({ tone: 'success', message });
    setTarget(redirectTo);
  }, []);
  const fail = useCallback((message: string) => setOutcome({ tone: 'error', message }), []);
  const clear = useCallback(() => setOutcome(null), []);

  return { outcome, succeeded: target !== null, succeed, fail, clear };
}
