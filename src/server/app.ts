import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth, type Auth, type PasswordHasher } from './auth/auth';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimit } from './auth/auth-rate-limits';
import { registerAuthRoutes } from './auth/auth-routes';
import { createCurrentUserLoader } from './auth/current-user';
import { guardedScope, openScope, requireDeclaredAudiences } from './auth/portal-guard';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerApiCacheControl } from './http/cache-control';
import { registerErrorHandler } from './http/error-handler';
import { registerNulCharacterGuard } from './http/nul-characters';
import { loggerOptions } from './http/logging';
import { openApiPages, registerOpenApi } from './http/openapi';
import { registerRequestRateLimits } from './http/request-rate-limits';
import { responseSerializerCompiler } from './http/response-contract';
import { registerSameOriginGuard } from './http/same-origin-guard';
import { registerSecurityHeaders } from './http/security';
import { serverTimeoutOptions } from './http/server-timeouts';
import { registerSlowUploadGuard } from './http/slow-upload-guard';
import { registerWebApp } from './http/web-app';
import { applicationsRoutes } from './modules/applications/beneficiary/routes';
import { programmesRoutes } from './modules/applications/beneficiary/programmes-routes';
import { beneficiaryBusinessRoutes } from './modules/registry/beneficiary-businesses/routes';
import { beneficiaryDashboardRoutes } from './modules/beneficiary-dashboard/routes';
import { beneficiaryFeedbackRoutes } from './modules/complaints/beneficiary/routes';
import { beneficiaryJobsRoutes } from './modules/job-market/beneficiary/routes';
import { beneficiaryMessagesRoutes } from './modules/messages/beneficiary/routes';
import { beneficiaryNotificationsRoutes } from './modules/notifications/beneficiary/routes';
import { staffMessagesRoutes } from './modules/messages/staff/routes';
import { beneficiaryPaymentRoutes } from './modules/payments/beneficiary/routes';
import { beneficiaryProfileRoutes } from './modules/registry/beneficiary-profile/routes';
import { beneficiarySettingsRoutes } from './modules/registry/beneficiary-settings/routes';
import { phoneVerificationRoutes } from './modules/phone-verification';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { documentsRoutes } from './modules/documents/beneficiary/routes';
import { duplicateScanRoutes } from './modules/duplicates/detection/routes';
import { employerApplicationsRoutes } from './modules/job-market/employer-applications/routes';
import { employerCandidatesRoutes } from './modules/job-market/employer-candidates/routes';
import { employerCompanyRoutes } from './modules/employers/company/routes';
import { employerDashboardRoutes } from './modules/job-market/employer-dashboard/routes';
import { employerJobsRoutes } from './modules/job-market/employer-postings/routes';
import { healthRoutes } from './modules/health/routes';
import { importsRoutes } from './modules/imports/routes';
import { duplicatesRoutes } from './modules/duplicates/decisions/routes';
import { meRoutes } from './modules/me/routes';
import { mpesaCallbackRoutes } from './modules/payments/mpesa/routes';
import { smsCallbackRoutes, staffTextMessagesRoutes } from './modules/sms';
import { beneficiaryUssdPinRoutes, ussdCallbackRoutes, ussdSimulatorRoutes } from './modules/ussd';
import { isFromOperator } from './modules/dev-outbox/operator-only';
import { skillsAssessmentRoutes } from './modules/registry/skills-assessment/routes';
import { staffCompaniesRoutes } from './modules/employers/staff/routes';
import { staffSelectionRoutes } from './modules/applications/selection/routes';
import { staffApplicationsRoutes } from './modules/applications/staff/routes';
import { staffDocumentsRoutes } from './modules/documents/staff/routes';
import { staffAuditLogRoutes } from './modules/team/audit-log/routes';
import { staffDashboardRoutes } from './modules/reports/dashboard/routes';
import { staffNotificationsRoutes } from './modules/team/notifications/routes';
import { staffFeedbackRoutes } from './modules/complaints/staff/routes';
import { staffSearchRoutes } from './modules/registry/staff-search/routes';
import { staffRegistryRoutes } from './modules/registry/staff-list/routes';
import { staffProjectsRoutes } from './modules/projects/routes';
import { staffProgrammeDesignRoutes } from './modules/programmes/design/routes';
import { beneficiaryPaymentPlanRoutes, staffCycleRoutes } from './modules/programmes/cycles';
import { beneficiaryFollowUpRoutes, staffProgrammeOutcomesRoutes } from './modules/programmes';
import { staffReportsRoutes } from './modules/reports/staff/routes';
import { staffBeneficiaryRecordRoutes } from './modules/registry/staff-record/routes';
import { beneficiaryHouseholdRoutes } from './modules/households/beneficiary/routes';
import { staffHouseholdRoutes } from './modules/households/staff/routes';
import { enqueueDuplicateCheck } from './modules/duplicates';
import { loadOwnBeneficiary } from './modules/registry';
import { staffTeamRoutes } from './modules/team/members/routes';
import { staffOrganisationsRoutes } from './modules/organisations/routes';
import { staffPaymentsRoutes } from './modules/payments/batches/routes';
import { beneficiaryPaymentCheckRoutes, staffVerificationRoutes } from './modules/payments/verification/routes';
import { beneficiaryReferralRoutes, staffReferralRoutes } from './modules/referrals';
import { resolveAuthSecret } from './platform/auth-secret';
import type { Mailer } from './platform/mail/mailer';
import { OutboxMailer } from './platform/mail/outbox-mailer';
import { SmtpMailer } from './platform/mail/smtp-mailer';
import { RateLimiter } from './platform/rate-limiter';
import { createFileStorage } from './platform/storage/create-file-storage';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass their own; otherwise SMTP when configured, else the outbox. */
  mailer?: Mailer;
  authRateLimits?: Record<string, AuthRateLimit>;
  /** Tests only: a cheaper password hash (see test-support/fast-password-hasher.ts). */
  passwordHasher?: PasswordHasher;
  /** Where log lines go (stdout by default); tests read them. */
  logDestination?: NodeJS.WritableStream;
  /**
   * Refuse an answer whose fields differ from its route's response schema
   * (see http/response-contract.ts). On by default except in production.
   */
  strictResponses?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
  /** The mailer the app built, for the background jobs that send mail. */
  mailer: Mailer;
}

/** Builds the whole HTTP application. main.ts and the tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logDestination),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    ...serverTimeoutOptions(config.httpTimeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ strict: deps.strictResponses ?? config.env !== 'production' }),
  );
  requireDeclaredAudiences(app);
  registerErrorHandler(app);
  registerSlowUploadGuard(app, config.httpTimeouts);
  registerNulCharacterGuard(app);
  registerApiCacheControl(app);

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom)
      : new OutboxMailer(database.db, app.log, `${config.baseUrl}/dev/inbox`));
  const secret = await resolveAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ config, db: database.db, mailer, secret, passwordHasher: deps.passwordHasher });
  const loadCurrentUser = createCurrentUserLoader(auth, database.db);

  await registerSecurityHeaders(app, config.baseUrl.startsWith('https://'));
  await app.register(compress, { threshold: 1024 });
  // Per session when signed in, per address otherwise, never the health check; the finer auth limits live in the database.
  const sessionCookieName = (await auth.$context).authCookies.sessionToken.name;
  await registerRequestRateLimits(app, { ...config.apiRateLimits, sessionCookieName, secret });
  await registerOpenApi(app);
  registerSameOriginGuard(app, {
    trustedOrigins: config.trustedOrigins,
    baseUrl: config.baseUrl,
    sessionCookieName,
  });

  const { db } = database;
  // One storage for every module: a document uploaded here is the file an employer reads there.
  const fileStorage = await createFileStorage(config);
  const authRouteDeps = {
    auth,
    baseUrl: config.baseUrl,
    rateLimiter: new RateLimiter(db),
    rateLimits: deps.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS,
  };
  await app.register(
    openScope('public', [
      openApiPages,
      async (scope) => registerAuthRoutes(scope, authRouteDeps),
      healthRoutes(database),
      // Signed out is an ordinary answer here (user: null), so the route reads the session itself.
      meRoutes(db, loadCurrentUser),
      ...(config.devInboxEnabled ? [devOutboxRoutes(db), ussdSimulatorRoutes(db, isFromOperator)] : []),
    ]),
  );
  // Daraja proves itself with the secret token in the address, not with a session.
  if (config.mpesa) await app.register(openScope('serverToServer', [mpesaCallbackRoutes(db, config.mpesa)]));
  // Africa's Talking too: its delivery reports and replies carry the secret token in the address.
  if (config.sms.gateway) await app.register(openScope('serverToServer', [smsCallbackRoutes(db, config.sms.gateway)]));
  // And its USSD menu, behind the same token.
  if (config.sms.gateway) await app.register(openScope('serverToServer', [ussdCallbackRoutes(db, config.sms.gateway)]));
  await app.register(guardedScope('signedIn', loadCurrentUser, [programmesRoutes(db)]));
  await app.register(
    guardedScope('beneficiary', loadCurrentUser, [
      beneficiaryProfileRoutes(db),
      beneficiaryDashboardRoutes(db),
      beneficiaryPaymentRoutes(db),
      beneficiaryPaymentPlanRoutes(db),
      beneficiaryPaymentCheckRoutes(db),
      beneficiaryBusinessRoutes(db),
      beneficiaryJobsRoutes(db),
      beneficiaryMessagesRoutes(db),
      beneficiaryNotificationsRoutes(db),
      beneficiaryFeedbackRoutes(db),
      skillsAssessmentRoutes(db),
      beneficiarySettingsRoutes(db),
      beneficiaryUssdPinRoutes(db),
      phoneVerificationRoutes(db),
      applicationsRoutes(db),
      documentsRoutes(db, fileStorage),
      beneficiaryHouseholdRoutes(db, loadOwnBeneficiary),
      beneficiaryReferralRoutes(db),
      beneficiaryFollowUpRoutes(db),
    ]),
  );
  await app.register(
    guardedScope('employer', loadCurrentUser, [
      employerCompanyRoutes(db),
      employerJobsRoutes(db),
      employerDashboardRoutes(db),
      employerApplicationsRoutes(db, fileStorage),
      employerCandidatesRoutes(db),
    ]),
  );
  await app.register(
    guardedScope('staff', loadCurrentUser, [
      staffCompaniesRoutes(db),
      staffApplicationsRoutes(db),
      staffSelectionRoutes(db),
      staffReportsRoutes(db),
      duplicateScanRoutes(db),
      staffBeneficiaryRecordRoutes(db),
      staffHouseholdRoutes(db, { onHouseholdIdChanged: enqueueDuplicateCheck }),
      staffProjectsRoutes(db),
      staffProgrammeDesignRoutes(db),
      staffCycleRoutes(db),
      staffDashboardRoutes(db),
      staffSearchRoutes(db),
      staffNotificationsRoutes(db),
      staffFeedbackRoutes(db),
      staffRegistryRoutes(db),
      staffMessagesRoutes(db, config.sms.pricePerPartKes),
      staffTextMessagesRoutes(db),
      staffDocumentsRoutes(db, fileStorage),
      importsRoutes(db, fileStorage),
      duplicatesRoutes(db),
      staffPaymentsRoutes(db, config),
      staffVerificationRoutes(db),
      staffOrganisationsRoutes(db),
      staffReferralRoutes(db),
      staffProgrammeOutcomesRoutes(db),
    ]),
  );
  await app.register(guardedScope('staffAdmin', loadCurrentUser, [staffTeamRoutes(db), staffAuditLogRoutes(db)]));
  await registerWebApp(app, config.webDistDir);

  return { app, auth, mailer };
}
