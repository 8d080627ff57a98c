import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth, type Auth, type PasswordHasher } from './auth/auth';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimit } from './auth/auth-rate-limits';
import { registerAuthRoutes } from './auth/auth-routes';
import { createCurrentUserLoader } from './auth/current-user';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerApiCacheControl } from './http/cache-control';
import { registerErrorHandler } from './http/error-handler';
import { registerNulCharacterGuard } from './http/nul-characters';
import { loggerOptions } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { registerRequestRateLimits } from './http/request-rate-limits';
import { registerSameOriginGuard } from './http/same-origin-guard';
import { registerSecurityHeaders } from './http/security';
import { serverTimeoutOptions } from './http/server-timeouts';
import { registerSlowUploadGuard } from './http/slow-upload-guard';
import { registerWebApp } from './http/web-app';
import { applicationsRoutes } from './modules/applications/beneficiary/routes';
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
import { skillsAssessmentRoutes } from './modules/registry/skills-assessment/routes';
import { staffCompaniesRoutes } from './modules/employers/staff/routes';
import { staffApplicationsRoutes } from './modules/applications/staff/routes';
import { staffDocumentsRoutes } from './modules/documents/staff/routes';
import { staffAuditLogRoutes } from './modules/team/audit-log/routes';
import { staffDashboardRoutes } from './modules/reports/dashboard/routes';
import { staffNotificationsRoutes } from './modules/team/notifications/routes';
import { staffFeedbackRoutes } from './modules/complaints/staff/routes';
import { staffSearchRoutes } from './modules/registry/staff-search/routes';
import { staffRegistryRoutes } from './modules/registry/staff-list/routes';
import { staffProjectsRoutes } from './modules/projects/routes';
import { staffReportsRoutes } from './modules/reports/staff/routes';
import { staffBeneficiaryRecordRoutes } from './modules/registry/staff-record/routes';
import { staffTeamRoutes } from './modules/team/members/routes';
import { staffPaymentsRoutes } from './modules/payments/batches/routes';
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
  app.setSerializerCompiler(serializerCompiler);
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

  registerAuthRoutes(app, {
    auth,
    baseUrl: config.baseUrl,
    rateLimiter: new RateLimiter(database.db),
    rateLimits: deps.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS,
  });
  await app.register(healthRoutes(database));
  await app.register(meRoutes(database.db, loadCurrentUser));
  await app.register(staffTeamRoutes(database.db, loadCurrentUser));
  await app.register(employerCompanyRoutes(database.db, loadCurrentUser));
  await app.register(employerJobsRoutes(database.db, loadCurrentUser));
  await app.register(employerDashboardRoutes(database.db, loadCurrentUser));
  await app.register(staffCompaniesRoutes(database.db, loadCurrentUser));
  await app.register(staffApplicationsRoutes(database.db, loadCurrentUser));
  await app.register(staffReportsRoutes(database.db, loadCurrentUser));
  await app.register(duplicateScanRoutes(database.db, loadCurrentUser));
  await app.register(staffBeneficiaryRecordRoutes(database.db, loadCurrentUser));
  await app.register(staffProjectsRoutes(database.db, loadCurrentUser));
  await app.register(staffDashboardRoutes(database.db, loadCurrentUser));
  await app.register(staffSearchRoutes(database.db, loadCurrentUser));
  await app.register(staffNotificationsRoutes(database.db, loadCurrentUser));
  await app.register(staffFeedbackRoutes(database.db, loadCurrentUser));
  await app.register(staffAuditLogRoutes(database.db, loadCurrentUser));
  await app.register(staffRegistryRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryProfileRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryDashboardRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryPaymentRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryBusinessRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryJobsRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryMessagesRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryNotificationsRoutes(database.db, loadCurrentUser));
  await app.register(staffMessagesRoutes(database.db, loadCurrentUser));
  await app.register(beneficiaryFeedbackRoutes(database.db, loadCurrentUser));
  await app.register(skillsAssessmentRoutes(database.db, loadCurrentUser));
  await app.register(beneficiarySettingsRoutes(database.db, loadCurrentUser));
  await app.register(applicationsRoutes(database.db, loadCurrentUser));
  // One storage for every module: a document uploaded here is the file an employer reads there.
  const fileStorage = await createFileStorage(config);
  await app.register(documentsRoutes(database.db, loadCurrentUser, fileStorage));
  await app.register(staffDocumentsRoutes(database.db, loadCurrentUser, fileStorage));
  await app.register(employerApplicationsRoutes(database.db, loadCurrentUser, fileStorage));
  await app.register(employerCandidatesRoutes(database.db, loadCurrentUser));
  await app.register(importsRoutes(database.db, loadCurrentUser, fileStorage));
  await app.register(duplicatesRoutes(database.db, loadCurrentUser));
  await app.register(staffPaymentsRoutes(database.db, loadCurrentUser, config));
  if (config.mpesa) await app.register(mpesaCallbackRoutes(database.db, config.mpesa));
  if (config.devInboxEnabled) await app.register(devOutboxRoutes(database.db));
  await registerWebApp(app, config.webDistDir);

  return { app, auth, mailer };
}
