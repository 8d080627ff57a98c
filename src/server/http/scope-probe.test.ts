import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MPESA, registeredRoutes, type Route } from '@server/test-support/endpoint-probes';
import {
  addAlertsReferralsAndImports,
  buildScopeWorld,
  markersOf,
  nairobiMarkers,
  type Caseload,
  type ScopeWorld,
} from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/*
 * A probe of partner scope: every staff GET route, called by an IRC officer working in Kakuma and a DRC
 * officer working in Dadaab. No answer (JSON or CSV) may carry an id, ProGres ID, name or reference of a
 * record outside the officer's scope, and a record outside it asked for by id must answer 404, exactly
 * as one that does not exist. A new route fails here until it is aimed below or listed with a reason.
 */

/** The routes a staff member reads: the staff console, and the duplicates and imports it opens. */
const STAFF_READS = /^\/api\/v1\/(staff|duplicates|imports)(\/|$)/;

type Officer = 'irc' | 'drc';
const OTHER: Record<Officer, Officer> = { irc: 'drc', drc: 'irc' };

/** For a route with path parameters: the address of one caseload's record of the right kind. */
const AIMED: Record<string, (caseload: Caseload) => string> = {
  '/api/v1/staff/applications/:id': (c) => `/api/v1/staff/applications/${c.applicationId}`,
  '/api/v1/staff/activities/:activityId/attendance': (c) => `/api/v1/staff/activities/${c.activityId}/attendance`,
  '/api/v1/staff/programmes/:id': (c) => `/api/v1/staff/programmes/${c.programmeId}`,
  '/api/v1/staff/programmes/:id/ranking': (c) => `/api/v1/staff/programmes/${c.programmeId}/ranking`,
  '/api/v1/staff/programmes/:id/formulas': (c) => `/api/v1/staff/programmes/${c.programmeId}/formulas`,
  '/api/v1/staff/programmes/:id/cycles': (c) => `/api/v1/staff/programmes/${c.programmeId}/cycles`,
  '/api/v1/staff/programmes/:id/follow-up': (c) => `/api/v1/staff/programmes/${c.programmeId}/follow-up`,
  '/api/v1/staff/programmes/:id/follow-up/visits': (c) => `/api/v1/staff/programmes/${c.programmeId}/follow-up/visits`,
  '/api/v1/staff/programmes/:id/graduation': (c) => `/api/v1/staff/programmes/${c.programmeId}/graduation`,
  '/api/v1/staff/programmes/:id/indicators': (c) => `/api/v1/staff/programmes/${c.programmeId}/indicators`,
  '/api/v1/staff/programmes/:id/indicators/file': (c) => `/api/v1/staff/programmes/${c.programmeId}/indicators/file`,
  '/api/v1/staff/projects/:projectId': (c) => `/api/v1/staff/projects/${c.projectId}`,
  '/api/v1/staff/projects/:projectId/enrolments': (c) => `/api/v1/staff/projects/${c.projectId}/enrolments`,
  '/api/v1/staff/projects/:projectId/expenditures': (c) => `/api/v1/staff/projects/${c.projectId}/expenditures`,
  '/api/v1/staff/projects/:projectId/activities': (c) => `/api/v1/staff/projects/${c.projectId}/activities`,
  '/api/v1/staff/payment-batches/:id': (c) => `/api/v1/staff/payment-batches/${c.batchId}`,
  '/api/v1/staff/payment-batches/:id/payments': (c) => `/api/v1/staff/payment-batches/${c.batchId}/payments`,
  '/api/v1/staff/payment-batches/:id/verification': (c) => `/api/v1/staff/payment-batches/${c.batchId}/verification`,
  '/api/v1/staff/payment-batches/:id/provider-file.csv': (c) =>
    `/api/v1/staff/payment-batches/${c.batchId}/provider-file.csv`,
  '/api/v1/staff/beneficiaries/:beneficiaryId': (c) => `/api/v1/staff/beneficiaries/${c.person.id}`,
  '/api/v1/staff/beneficiaries/:beneficiaryId/history': (c) => `/api/v1/staff/beneficiaries/${c.person.id}/history`,
  '/api/v1/staff/beneficiaries/:beneficiaryId/household': (c) => `/api/v1/staff/beneficiaries/${c.person.id}/household`,
  '/api/v1/staff/beneficiaries/:beneficiaryId/messages': (c) => `/api/v1/staff/beneficiaries/${c.person.id}/messages`,
  '/api/v1/staff/beneficiaries/:beneficiaryId/text-messages': (c) =>
    `/api/v1/staff/beneficiaries/${c.person.id}/text-messages`,
  '/api/v1/staff/households/:id': (c) => `/api/v1/staff/households/${c.householdId}`,
  '/api/v1/staff/documents/:id': (c) => `/api/v1/staff/documents/${c.documentId}`,
  '/api/v1/staff/documents/:id/file': (c) => `/api/v1/staff/documents/${c.documentId}/file`,
  '/api/v1/staff/feedback/:id': (c) => `/api/v1/staff/feedback/${c.complaintId}`,
  '/api/v1/staff/feedback/:id/assignees': (c) => `/api/v1/staff/feedback/${c.complaintId}/assignees`,
  '/api/v1/staff/messages/:threadId': (c) => `/api/v1/staff/messages/${c.threadId}`,
  '/api/v1/staff/referrals/:id': (c) => `/api/v1/staff/referrals/${c.referralId}`,
  '/api/v1/duplicates/:id': (c) => `/api/v1/duplicates/${c.alertId}`,
  '/api/v1/imports/:id': (c) => `/api/v1/imports/${c.importId}`,
  '/api/v1/imports/:id/errors.csv': (c) => `/api/v1/imports/${c.importId}/errors.csv`,
  '/api/v1/imports/:id/errors.xlsx': (c) => `/api/v1/imports/${c.importId}/errors.xlsx`,
};

/** Routes with path parameters the probe does not aim, and why. */
const NOT_AIMED: Record<string, string> = {
  '/api/v1/staff/programmes/:id/cycles/:cycleId': 'the world builds no programme cycle; its list is aimed',
  '/api/v1/staff/follow-up-visits/:id/officers': 'the world opens no follow-up round; the visits list is aimed',
  '/api/v1/duplicates/scans/:scanId': 'a scan is a job over the whole registry run by an admin, not a caseload record',
  '/api/v1/imports/templates/:file': 'blank import templates, the same for everyone',
};

/** Aimed routes that refuse even the officer's own record here, and why (the probe still checks the refusal names no one). */
const OWN_RECORD_REFUSED: Record<string, string> = {
  '/api/v1/staff/documents/:id/file': 'the world stores no file behind its documents',
  '/api/v1/staff/payment-batches/:id/provider-file.csv': 'a provider file exists only once a batch is approved',
  '/api/v1/staff/feedback/:id/assignees': 'only administrators hand cases over, and the officers are not',
  '/api/v1/imports/:id/errors.xlsx':
    'the world’s import is past retention: its file, which the spreadsheet copies, is gone',
};

/** Query strings that make a list route search for the other caseload's person by name and ProGres ID. */
const SEARCHES: Record<string, (other: Caseload) => string[]> = {
  '/api/v1/staff/search': (o) => [`q=${o.person.lastName}`, `q=${o.person.progresId}`],
  '/api/v1/staff/beneficiaries': (o) => [`q=${o.person.lastName}`, `q=${o.person.progresId}`],
  '/api/v1/staff/beneficiaries/export': (o) => [`q=${o.person.lastName}`],
};

interface Finding {
  route: string;
  what: string;
}

describe('what a partner officer reads stays within their scope', () => {
  let t: TestApp;
  let world: ScopeWorld;
  let staffRoutes: Route[];
  const findings: Finding[] = [];
  let served = 0;
  /** The officers' own records that some answer showed them. */
  const seenOwn = new Set<string>();

  const caseloadOf = (officer: Officer) => world[officer].own;
  /** What an officer must never see: the other partner's caseload and the Nairobi person they share with no one. */
  const forbiddenFor = (officer: Officer) => [...markersOf(caseloadOf(OTHER[officer])), ...nairobiMarkers(world)];

  /** The Nairobi person's own records, for the routes that read a record of their kind. */
  function nairobiAddresses(url: string): string[] {
    const { person, documentId, complaintId, threadId } = world.nairobi;
    const ids: [RegExp, string][] = [
      [/^\/api\/v1\/staff\/beneficiaries\/:beneficiaryId/, person.id],
      [/^\/api\/v1\/staff\/documents\/:id/, documentId],
      [/^\/api\/v1\/staff\/feedback\/:id/, complaintId],
      [/^\/api\/v1\/staff\/messages\/:threadId/, threadId],
    ];
    const id = ids.find(([pattern]) => pattern.test(url))?.[1];
    return id ? [url.replace(/:\w+/, id)] : [];
  }

  function get(officer: Officer, url: string) {
    return t.app.inject({ method: 'GET', url, headers: { cookie: world[officer].officer.cookie } });
  }

  async function readAs(officer: Officer, route: string, url: string) {
    const response = await get(officer, url);
    if (response.statusCode >= 500)
      findings.push({ route, what: `${response.statusCode} for ${officer} at ${url}: ${response.body.slice(0, 200)}` });
    if (response.statusCode < 300) served += 1;
    for (const marker of markersOf(caseloadOf(officer))) if (response.body.includes(marker)) seenOwn.add(marker);
    for (const marker of forbiddenFor(officer))
      if (response.body.includes(marker))
        findings.push({ route, what: `${officer} at ${url} (${response.statusCode}) reads ${marker}` });
    return response.statusCode;
  }

  beforeAll(async () => {
    t = await createTestApp({
      ownDatabase: true,
      env: { API_RATE_LIMIT_PER_SESSION: '1000000', API_RATE_LIMIT_PER_ADDRESS: '1000000', ...MPESA },
    });
    world = await buildScopeWorld(t);
    await addAlertsReferralsAndImports(t, world);
    staffRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.method === 'GET' && STAFF_READS.test(route.url),
    );
    for (const route of staffRoutes) {
      for (const officer of ['irc', 'drc'] as const) {
        if (!route.url.includes('/:')) {
          await readAs(officer, route.url, route.url);
          for (const query of SEARCHES[route.url]?.(caseloadOf(OTHER[officer])) ?? [])
            await readAs(officer, route.url, `${route.url}?${query}`);
          continue;
        }
        const aim = AIMED[route.url];
        if (!aim) continue;
        // Their own record: read in full, it must still name nothing of anyone else's.
        const own = await readAs(officer, route.url, aim(caseloadOf(officer)));
        if (own >= 400 && !OWN_RECORD_REFUSED[route.url])
          findings.push({ route: route.url, what: `${officer} reading their own record at ${route.url} gets ${own}` });
        for (const outside of [aim(caseloadOf(OTHER[officer])), ...nairobiAddresses(route.url)]) {
          const status = await readAs(officer, route.url, outside);
          if (status !== 404)
            findings.push({
              route: route.url,
              what: `${officer} asking for ${outside} outside scope gets ${status}, not 404`,
            });
        }
      }
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('aims at every staff route with path parameters, or says why not', () => {
    const unthought = staffRoutes
      .filter((route) => route.url.includes('/:'))
      .map((route) => route.url)
      .filter((url) => !(url in AIMED) && !(url in NOT_AIMED));
    expect(unthought).toEqual([]);
    const gone = [...Object.keys(AIMED), ...Object.keys(NOT_AIMED)].filter(
      (url) => !staffRoutes.some((route) => route.url === url),
    );
    expect(gone).toEqual([]);
  });

  it('reads real answers, so the absence of a leak means something', () => {
    expect(staffRoutes.length).toBeGreaterThan(40);
    expect(served).toBeGreaterThan(staffRoutes.length);
    const unseen = [...markersOf(world.irc.own), ...markersOf(world.drc.own)].filter((marker) => !seenOwn.has(marker));
    expect(unseen).toEqual([]);
  });

  it('shows no officer a record outside their scope, by list, search, export or id', () => {
    expect(findings.map((finding) => finding.what)).toEqual([]);
  });
});
