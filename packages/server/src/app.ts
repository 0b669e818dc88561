import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { BUILD_VERSION } from '@honora/contract';
import type { Db } from '@honora/db';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { createFileStorage } from './files/file-storage';
import { requireDeclaredPermissions, routeBinder, type RoutePermissions } from './http/bind-route';
import { registerErrorHandler } from './http/error-handler';
import {
  API_DESCRIPTION,
  errorResponseComponent,
  transformDocument,
  transformRouteSchema,
} from './http/openapi-document';
import { withPermissions } from './http/openapi-permissions';
import { registerSecurityHeaders } from './http/security-headers';
import { registerInputGuards } from './http/input-guards';
import { registerSessionHooks } from './http/session-hooks';
import { registerAccessRoutes } from './modules/access/access.routes';
import { registerAdminCompanyRoutes } from './modules/admin-companies/admin-companies.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerChangeRoutes } from './modules/changes/changes.routes';
import { registerSignInRoutes } from './modules/auth/sign-in.routes';
import { registerCompanyRoutes } from './modules/companies/companies.routes';
import { registerOpeningHoursRoutes } from './modules/opening-hours';
import { createMessenger, type Messenger } from './modules/outbox/messenger';
import { registerOutboxRoutes } from './modules/outbox/outbox.routes';
import { registerSequentialRoutes } from './modules/sequential/sequential.routes';
import { registerAccountRoutes } from './modules/account/profile.routes';
import { registerAdminAccountRoutes } from './modules/admin-accounts/admin-accounts.routes';
import { registerPermissionTemplateRoutes } from './modules/permission-template/permission-template.routes';
import { registerAdminUserRoutes } from './modules/users/admin-users.routes';
import { registerPatientRoutes } from './modules/patients/patients.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerHospitalRoutes } from './modules/hospitals/hospitals.routes';
import { registerSurgeonRoutes } from './modules/surgeons/surgeons.routes';
import { registerAnesthetistRoutes } from './modules/anesthetists/anesthetists.routes';
import { registerBranchRoutes } from './modules/branches/branches.routes';
import { registerHealthInsurerRoutes } from './modules/health-insurers/health-insurers.routes';
import { registerBillingSettingRoutes } from './modules/billing-settings/billing-settings.routes';
import { registerWorkplaceRoutes } from './modules/workplaces/workplaces.routes';
import { registerScheduleShiftRoutes } from './modules/schedule-shifts/schedule-shifts.routes';
import { registerOnCallLineRoutes } from './modules/on-call-lines/on-call-lines.routes';
import { registerOnCallRoutes } from './modules/on-call/on-call.routes';
import { registerOnCallCoreRoutes } from './modules/on-call/on-call-core.routes';
import { registerScheduleAbsenceRoutes } from './modules/schedule-absences/schedule-absences.routes';
import { registerScheduleLimitRoutes } from './modules/schedule-limits/schedule-limits.routes';
import { registerScheduleTagRoutes } from './modules/schedule-tags/schedule-tags.routes';
import { registerScheduleReportRoutes } from './modules/schedule-reports/schedule-reports.routes';
import { registerReferenceTableRoutes } from './modules/reference-tables/reference-tables.routes';
import { registerCbhpmRoutes } from './modules/cbhpm/cbhpm.routes';
import { registerNegotiationRoutes } from './modules/negotiations/negotiations.routes';
import { registerPricingRoutes } from './modules/pricing/pricing.routes';
import { registerEventRoutes } from './modules/events/events.routes';
import { registerImportTemplateRoutes } from './modules/import-templates/import-templates.routes';
import { registerEventListRoutes } from './modules/events/event-list.routes';
import { registerEventActionRoutes } from './modules/events/event-actions.routes';
import { registerProtocolRoutes } from './modules/protocols/protocols.routes';
import { registerMoneyRoutes } from './modules/money/money.routes';
import { registerGraphql } from './graphql/graphql';
import { registerTransactionReportRoutes } from './modules/money/transaction-report.routes';
import { registerCheckTransactionsRoutes } from './modules/money/check-transactions.routes';
import { registerDashboardRoutes } from './modules/dashboard';
import { registerBigDataRoutes, startSummaryCompaction } from './modules/big-data';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerReportGeneratorRoutes } from './modules/report-generator/report-generator.routes';
import { registerAdminBiRoutes } from './modules/admin-bi';
import { registerAdminOcrRoutes } from './modules/admin-ocr';
import { registerBatchRoutes } from './modules/batches/batches.routes';
import { registerAppealFileRoutes, registerAppealRoutes } from './modules/appeals';
import { registerStatementRoutes } from './modules/statements';
import { registerEventImportRoutes } from './modules/event-import';
import { registerOcrRoutes } from './modules/ocr';
import { registerTaxRoutes } from './modules/taxes';
import { registerContractRoutes } from './modules/contracts';
import { registerWorkloadRoutes } from './modules/workloads';
import { registerDemandRoutes } from './modules/demands';
import { registerScheduleChargeRoutes } from './modules/schedule-charges';
import { registerBillingContractRoutes } from './modules/billing-contracts';
import { registerHelpRoutes } from './modules/help';
import { registerSpecialtyRoutes } from './modules/specialties';
import { registerRegionRoutes } from './modules/regions';
import { registerFormRoutes } from './modules/forms';
import { registerQuestionnaireRoutes } from './modules/questionnaires';
import { registerPostRoutes, registerPublicPostPages } from './modules/posts';
import { registerReleaseRoutes } from './modules/releases';
import { registerAdminQueryRoutes } from './modules/admin-query';
import { registerLanguageRoutes, startCatalogTexts } from './modules/language';
import { registerPublicSiteRoutes } from './modules/public-site';
import { registerTicketRoutes } from './modules/tickets';
import { registerChatRoutes } from './modules/chat';
import { createFakeRegistryState, fakeRegistryRoutes, registerAxregRoutes } from './modules/integrations';
import { createFakeContaAzulState, fakeContaAzulRoutes, registerContaAzulRoutes } from './modules/contaazul';
import { registerScheduleBillingRoutes } from './modules/schedule-billing';
import { registerCollectionRoutes } from './modules/collections';
import { registerTransferRoutes } from './modules/transfers';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { registerJson2ExcelRoutes } from './modules/json2excel/json2excel.routes';
import { registerTissRoutes } from './modules/tiss/tiss.routes';
import { registerGuidePdfRoutes } from './modules/tiss/guide-pdf.routes';
import { JobRunner } from './jobs/job-runner';
import { registerJobRoutes } from './jobs/jobs.routes';
import { registerExportJobRoutes } from './modules/exports/export-file.routes';
import { probeJob } from './jobs/probe-job';
import { createNotifications } from './notifications/notifications';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Tests may pass their own messenger to read what was sent. */
  messenger?: Messenger;
  logger?: boolean;
}

/** Builds the HTTP application: API under /api, OpenAPI at /api/openapi.json, the web app at /. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: options.db,
    config,
    log: app.log,
    messenger: options.messenger ?? createMessenger(options.db, config, app.log),
    notifications: createNotifications(options.db, app.log),
    files: createFileStorage(config.fileStorage, config.dataDir),
  };
  // The administrators' catalog texts (decision 062): loaded now and on every process's change.
  const stopCatalogTexts = await startCatalogTexts(ctx);
  app.addHook('onClose', () => stopCatalogTexts());
  app.addHook('onClose', () => ctx.notifications.close());

  // The durable job runner of this process (decision 019): starts when the app is ready, and
  // closing the app stops claiming and lets the running jobs end.
  const jobs = new JobRunner(ctx, config.jobs);
  jobs.register(probeJob);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  // BigData's summaries: each process folds the pending deltas in now and then (decision 037).
  let stopCompaction = (): void => undefined;
  app.addHook('onReady', async () => {
    stopCompaction = startSummaryCompaction(ctx);
  });
  app.addHook('onClose', async () => stopCompaction());

  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerErrorHandler(app, { retryAfterSeconds: Math.ceil(config.rateLimits.windowMs / 1000) });
  registerSessionHooks(app, ctx);
  registerInputGuards(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Honora API', version: BUILD_VERSION, description: API_DESCRIPTION },
      components: { schemas: { ErrorResponse: errorResponseComponent } },
    },
    transform: transformRouteSchema,
    transformObject: transformDocument,
  });

  app.get('/ping.json', { schema: { hide: true } }, async () => ({ ok: true }));
  // The demo's external registry (decision 053): a local fake, outside /api and the OpenAPI document.
  if (config.integrations.fakeRegistry) {
    await app.register(fakeRegistryRoutes(createFakeRegistryState()), { prefix: '/fake-registry' });
  }
  // The demo's Conta Azul (decision 054): its local fake, likewise outside /api.
  if (config.fakeContaAzul) {
    await app.register(fakeContaAzulRoutes(createFakeContaAzulState()), { prefix: '/fake-contaazul' });
  }

  const permissions: RoutePermissions = new Map();
  requireDeclaredPermissions(app, permissions);
  const routes = routeBinder(app, ctx, permissions);
  registerAuthRoutes(routes, ctx);
  registerSignInRoutes(app, routes, ctx);
  registerAccessRoutes(routes, ctx);
  registerChangeRoutes(routes, ctx);
  registerCompanyRoutes(routes, ctx);
  registerOpeningHoursRoutes(routes, ctx);
  registerAdminCompanyRoutes(routes, ctx);
  registerSequentialRoutes(routes, ctx);
  registerOutboxRoutes(routes, ctx);
  registerAdminUserRoutes(routes, ctx);
  registerAdminAccountRoutes(routes, ctx);
  registerPermissionTemplateRoutes(routes, ctx);
  registerAccountRoutes(routes, ctx);
  registerPatientRoutes(routes, ctx);
  registerSearchRoutes(routes, ctx);
  registerHospitalRoutes(routes, ctx);
  registerSurgeonRoutes(routes, ctx);
  registerAnesthetistRoutes(routes, ctx);
  registerBranchRoutes(routes, ctx);
  registerHealthInsurerRoutes(routes, ctx);
  registerBillingSettingRoutes(routes, ctx);
  registerWorkplaceRoutes(routes, ctx);
  registerScheduleShiftRoutes(routes, ctx);
  registerOnCallLineRoutes(routes, ctx);
  registerOnCallRoutes(routes, ctx);
  registerOnCallCoreRoutes(routes, ctx);
  registerScheduleAbsenceRoutes(routes, ctx);
  registerScheduleLimitRoutes(routes, ctx);
  registerScheduleTagRoutes(routes, ctx);
  registerContractRoutes(routes, ctx);
  registerWorkloadRoutes(routes, ctx);
  registerDemandRoutes(routes, ctx);
  registerScheduleChargeRoutes(routes, ctx);
  registerBillingContractRoutes(routes, ctx);
  registerAxregRoutes(routes, ctx);
  registerContaAzulRoutes(routes, ctx, jobs);
  registerScheduleBillingRoutes(routes, ctx);
  registerScheduleReportRoutes(routes, ctx);
  registerReferenceTableRoutes(routes, ctx, jobs);
  registerCbhpmRoutes(routes, ctx);
  registerNegotiationRoutes(routes, ctx);
  registerPricingRoutes(routes, ctx);
  registerEventListRoutes(routes, ctx);
  registerEventActionRoutes(routes, ctx);
  registerMoneyRoutes(routes, ctx);
  registerTransactionReportRoutes(routes, ctx);
  registerCheckTransactionsRoutes(routes, ctx);
  registerDashboardRoutes(routes, ctx);
  registerBigDataRoutes(routes, ctx);
  registerReportRoutes(routes, ctx);
  registerReportGeneratorRoutes(routes, ctx);
  registerAdminBiRoutes(routes, ctx);
  registerAdminOcrRoutes(routes, ctx);
  registerHelpRoutes(routes, ctx);
  registerSpecialtyRoutes(routes, ctx);
  registerRegionRoutes(routes, ctx);
  registerFormRoutes(routes, ctx);
  registerQuestionnaireRoutes(routes, ctx, jobs);
  registerPostRoutes(routes, ctx);
  registerReleaseRoutes(routes, ctx);
  registerAdminQueryRoutes(routes, ctx);
  registerLanguageRoutes(routes, ctx);
  registerPublicSiteRoutes(routes, ctx);
  registerTicketRoutes(routes, ctx);
  registerChatRoutes(routes, ctx);
  registerEventRoutes(routes, ctx);
  registerImportTemplateRoutes(routes, ctx);
  registerProtocolRoutes(routes, ctx);
  registerBatchRoutes(routes, ctx);
  registerAppealRoutes(routes, ctx);
  registerAppealFileRoutes(routes, ctx);
  registerStatementRoutes(routes, ctx);
  registerTaxRoutes(routes, ctx);
  registerCollectionRoutes(routes, ctx);
  registerTransferRoutes(routes, ctx);
  registerInvoiceRoutes(routes, ctx);
  registerJson2ExcelRoutes(routes);
  registerTissRoutes(routes, ctx, jobs);
  registerEventImportRoutes(routes, ctx, jobs);
  registerOcrRoutes(routes, ctx, jobs);
  registerJobRoutes(routes, ctx, jobs);
  registerExportJobRoutes(routes, ctx, jobs);
  registerGuidePdfRoutes(routes, ctx);
  await registerGraphql(app, ctx);

  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => withPermissions(app.swagger(), permissions));

  // Server-rendered public pages (decision 058): before the web app's catch-all, and also without it.
  registerPublicPostPages(app, ctx);
  await registerWebApp(app, config.webDist);
  return app;
}

/**
 * A request for a missing static file answers 404 instead of the app. Only the build's own kinds
 * of file count: a route's last segment may end like a file name — the e-mail of /quest/{email}
 * ends in ".com.br" (platform.md §2).
 */
const STATIC_FILE =
  /\.(?:js|mjs|css|map|html|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|wasm|pdf)$/i;

/** Serves the built web app, with index.html for every client-side route outside /api. */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: serving the API only (npm run build)');
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || STATIC_FILE.test(path)) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
