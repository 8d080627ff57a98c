import type { BeneficiaryDashboard } from '@domain/beneficiary-dashboard';
import { parseApiError } from '@web/lib/api';

/*
 * The dashboard's figures, asked for as soon as the app's first script runs on /beneficiary, beside the
 * session, instead of after the portal's code, its guard and the session have arrived one after another
 * (on Slow 3G each of those waits costs a round trip of 400 ms). The first dashboard query of that
 * language takes this answer; if nobody is signed in it is a 401 nobody reads.
 */
let early: { language: string; answer: Promise<BeneficiaryDashboard>; startedAt: number } | null = null;

// An answer older than this (the page stayed on another screen) is not handed over: the query asks again.
const FRESH_FOR_MS = 60_000;

export const DASHBOARD_PATH = '/api/v1/beneficiary/dashboard';

/**
 * When index.html preloads the figures (the server does so only when the browser's Accept-Language is
 * the page's language), this request takes that answer: the browser hands it over only to a request of the
 * same credentials mode and headers, so it sends none of its own, and its answer is in the language the
 * server wrote the page in (`servedLanguage`). Otherwise it asks in the app's language.
 */
export function startDashboardRequest(appLanguage: string, servedLanguage: string): void {
  const preloaded = document.querySelector(`link[rel="preload"][href="${DASHBOARD_PATH}"]`) !== null;
  const language = preloaded ? servedLanguage : appLanguage;
  const request: RequestInit = preloaded
    ? { credentials: 'include' }
    : { headers: { Accept: 'application/json', 'Accept-Language': language }, credentials: 'same-origin' };
  const answer = fetch(DASHBOARD_PATH, request).then(async (response) => {
    if (!response.ok) throw await parseApiError(response);
    return (await response.json()) as BeneficiaryDashboard;
  });
  // A failure (nobody signed in yet) is dropped, not handed to a later query; nor an unhandled rejection.
  answer.catch(() => {
    if (early?.answer === answer) early = null;
  });
  early = { language, answer, startedAt: Date.now() };
}

/** The answer started early, once, if it was asked in this language. */
export function takeEarlyDashboard(language: string): Promise<BeneficiaryDashboard> | null {
  const taken = early;
  early = null;
  if (taken?.language !== language || Date.now() - taken.startedAt > FRESH_FOR_MS) return null;
  return taken.answer;
}
