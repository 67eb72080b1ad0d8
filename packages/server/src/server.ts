import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import fastifyWebsocket from "@fastify/websocket";
import { MENU_TYPES, type MenuType, toMenuType } from "@portico/sdk/rules";
import type Ajv from "ajv";
import Fastify, { type FastifyInstance } from "fastify";
import pkg from "../package.json" with { type: "json" };
import { ROLES } from "./cluster/clusterConnection";
import { type InstanceCluster, joinCluster } from "./cluster/instanceCluster";
import type { ServerContext } from "./context";
import type { Db } from "./db/db";
import { openDb } from "./db/openDb";
import { installErrorHandling } from "./errors";
import { attemptPruning } from "./guards/rateLimit";
import { JobQueue, type JobQueueOptions } from "./jobs/jobQueue";
import { registerJobRoutes } from "./jobs/jobRoutes";
import type { JobType } from "./jobs/jobTypes";
import { LiveHub } from "./live/liveHub";
import { selectLiveProtocol } from "./live/liveProtocol";
import { registerLiveRoutes } from "./live/liveRoutes";
import { DeviceSimulator, type SimulatorOptions } from "./live/simulator/deviceSimulator";
import { registerAccountRoutes } from "./modules/account/accountRoutes";
import { type AuthLimitOverrides, authLimits } from "./modules/account/authLimits";
import { registerProfileRoutes } from "./modules/account/profileRoutes";
import { registerSubscriberRoutes } from "./modules/account/subscriberRoutes";
import { registerActivityRoutes } from "./modules/activities/activityRoutes";
import { registerAir2Routes } from "./modules/air2/air2Routes";
import { registerAuthAppRoutes } from "./modules/authapps/authAppRoutes";
import { registerBehaviorRoutes } from "./modules/behavior/behaviorRoutes";
import { registerPlanRoutes } from "./modules/billing/planRoutes";
import { registerBookingRoutes } from "./modules/bookings/bookingRoutes";
import { couponCodesJob } from "./modules/bookings/couponCodesJob";
import { registerCouponRoutes } from "./modules/bookings/couponRoutes";
import { registerBusinessRoutes } from "./modules/business/businessRoutes";
import { registerBusinessSettingsRoutes } from "./modules/business/businessSettingsRoutes";
import { registerProjectRoutes } from "./modules/business/projectRoutes";
import { registerWebsiteRoutes } from "./modules/business/websiteRoutes";
import { registerCatalogRoutes } from "./modules/catalog/catalogRoutes";
import { registerChannelRoutes } from "./modules/channels/channelRoutes";
import { registerCheckiosRoutes } from "./modules/checkios/checkiosRoutes";
import { campaignSent } from "./modules/delivery/campaignSent";
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  deliveryBatchJob,
  deliveryJob,
} from "./modules/delivery/deliveryJob";
import { registerDeliveryRoutes } from "./modules/delivery/deliveryRoutes";
import { inodeBindJob } from "./modules/devices/bindINodesJob";
import { registerDeviceRoutes } from "./modules/devices/deviceRoutes";
import { inodeUpgradeJob, type UpgradeJobTimings } from "./modules/devices/upgradeINodesJob";
import { registerEdmRoutes } from "./modules/edm/edmRoutes";
import { type ExportOptions, registerExportRoutes } from "./modules/exports/exportRoutes";
import { deviceSilence } from "./modules/ingest/deviceSilence";
import { registerIngestRoutes } from "./modules/ingest/ingestRoutes";
import { ensurePartitions, telemetryPartitions } from "./modules/ingest/telemetryPartitions";
import { telemetryRollups } from "./modules/ingest/telemetryRollups";
import { insightsRollups } from "./modules/insights/insightsRollups";
import { registerInsightsRoutes } from "./modules/insights/insightsRoutes";
import { registerLinkRoutes } from "./modules/links/linkRoutes";
import { registerLotteryRoutes } from "./modules/lotteries/lotteryRoutes";
import { registerMediaRoutes } from "./modules/media/mediaRoutes";
import { registerNetworkRoutes } from "./modules/network/networkRoutes";
import { registerBookingPageRoutes } from "./modules/orders/bookingPageRoutes";
import { registerOrderRoutes } from "./modules/orders/orderRoutes";
import { registerDeviceDevRoutes } from "./modules/platform/deviceDevRoutes";
import { registerPlatformRoutes } from "./modules/platform/platformRoutes";
import { registerSimulatorDevRoutes } from "./modules/platform/simulatorDevRoutes";
import { portalPageRenderer } from "./modules/portal/portalPageRenderer";
import { registerPortalRoutes } from "./modules/portal/portalRoutes";
import { registerSegmentRoutes } from "./modules/sms/segmentRoutes";
import { registerSmsRoutes } from "./modules/sms/smsRoutes";
import { registerSmsSendRoutes } from "./modules/sms/smsSendRoutes";
import { registerSourceRoutes } from "./modules/sources/sourceRoutes";
import { registerVisitorRoutes } from "./modules/visitors/visitorRoutes";
import { type WebhookDeliveryOptions, webhookDeliveryJob } from "./modules/webhooks/webhookDeliveryJob";
import { registerWebhookRoutes } from "./modules/webhooks/webhookRoutes";
import { createSmtpEmailProvider } from "./providers/email/emailProvider";
import { type SmtpSink, startSmtpSink } from "./providers/email/smtpSink";
import { paymentProviderFor } from "./providers/payments/paymentProvider";
import { createHttpSmsProvider, createSmsOutbox } from "./providers/sms/smsProvider";
import { registerSecurityHeaders } from "./securityHeaders";
import { seedDemo } from "./seed/seedDemo";
import { registerStaticSite } from "./staticSite";
import { installWellFormedInput } from "./wellFormedInput";

/** Options of {@link createPorticoServer}. */
export interface PorticoServerOptions {
  /** PGlite data directory on disk; omitted => in-memory PGlite. */
  dataDir?: string;
  /** `postgres://...` => PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Origin used in e-mailed links; default `http://127.0.0.1:<port>`. */
  publicUrl?: string;
  /** leftMenuType; default from PORTICO_MENU_TYPE, else "default". */
  menuType?: string;
  /** Real SMTP relay; omitted => embedded SMTP sink + GET /dev/mailbox. */
  smtpUrl?: string;
  /** SMS gateway URL (POST {to, text}); default PORTICO_SMS_URL, else the local outbox + GET /dev/sms. */
  smsUrl?: string;
  /** Payment provider adapter URL; default PORTICO_PAYMENT_URL, else the local sandbox (test card numbers). */
  paymentUrl?: string;
  /** Console build served at / with SPA fallback (index.html) for non-API GETs. */
  staticDir?: string;
  /** Seed demo data on start (each step once per database); a function replaces the demo seed (tests). */
  seed?: boolean | ((db: Db) => Promise<unknown>);
  logger?: boolean;
  /** Access token lifetime in seconds; default PORTICO_TOKEN_TTL, else 86400. */
  tokenTtl?: number;
  /** Clock in milliseconds (tests move time instead of waiting). */
  now?: () => number;
  /** Sender of account e-mails; default PORTICO_MAIL_FROM, else `Portico <no-reply@portico.dev>`. */
  mailFrom?: string;
  /** A migrated PGlite dump to start an in-memory database from (see `pgliteTemplate`). */
  pgliteTemplate?: Blob;
  /** Who may frame the console and the guest portal (CSP frame-ancestors); default PORTICO_FRAME_ANCESTORS, else 'self'. */
  frameAncestors?: string;
  /** `'unsafe-eval'` in the CSP's script-src: only to serve a dev tool such as the ladle story build (e2e). */
  allowScriptEval?: boolean;
  /** The device simulator: on by default (PORTICO_SIMULATOR=0 turns it off); `false` = none; options to pause or seed it. */
  simulator?: boolean | SimulatorOptions;
  /** The development endpoints under /dev/; default on unless PORTICO_DEV_TOOLS=0. */
  devTools?: boolean;
  /** The token that reads every /dev/ endpoint; default PORTICO_DEV_TOKEN, else random per start. */
  devToken?: string;
  /** Tests only: looser sign-in and e-mailing limits (the defaults are `AUTH_LIMITS`). */
  limits?: AuthLimitOverrides;
  /** Business job types to run besides the built-in ones (tests, embedders); see "Jobs" in the README. */
  jobTypes?: JobType<never, unknown>[];
  /** How campaign sends are paced (batch size, provider rates, helper jobs); tests and benchmarks set these. */
  delivery?: Partial<DeliverySettings>;
  /** Job queue settings (polling interval, stop timeout). */
  jobs?: JobQueueOptions;
  /** How the `upgradeINodes` job polls its devices' reports and when a device times out (tests shorten them). */
  upgradeJobTimings?: Partial<UpgradeJobTimings>;
  /** The export service: its folder, sheet size and extra sources (tests, benchmarks). */
  exports?: ExportOptions;
  /** Retry policy of webhook deliveries (tests shorten the backoff). */
  webhooks?: WebhookDeliveryOptions;
}

/** A created server: the Fastify app (routes ready, for `inject`), `listen` and `close`. */
export interface PorticoServer {
  app: FastifyInstance;
  ctx: ServerContext;
  /** The device simulator (absent with `simulator: false`); tests call `tick()` on a paused one. */
  simulator?: DeviceSimulator;
  /** This instance's part in a cluster sharing one PostgreSQL (live fan-out, roles, job sweep); absent on PGlite. */
  cluster?: InstanceCluster;
  /** Starts listening; resolves to the URL (`0.0.0.0` is printed as localhost). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

function logSeedFailure(err: unknown): void {
  console.error("Seeding failed; starting on the existing data:", err);
}

function menuTypeOf(value: string | undefined): MenuType {
  const v = toMenuType(value || "default");
  if (!v) throw new Error(`PORTICO_MENU_TYPE must be one of ${MENU_TYPES.join(", ")}; got "${value}"`);
  return v;
}

// OpenAPI's integer formats as the database holds them (int64 = a safe integer: PostgreSQL's bigint and exact in
// JS; ajv-formats' own int64 takes any integer, 1e308 too), and annotation keywords AJV would reject in strict
// mode. It runs on AJV's creation, after Fastify adds ajv-formats (as a plugin it would run before and be overridden).
function openApiVocabulary(ajv: Ajv): Ajv {
  ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addFormat("int64", { type: "number", validate: Number.isSafeInteger });
  for (const k of ["example", "xml", "externalDocs", "discriminator", "nullable"])
    if (!ajv.getKeyword(k)) ajv.addKeyword(k);
  return ajv;
}

function devToolsOn(opts: PorticoServerOptions): boolean {
  return opts.devTools ?? process.env.PORTICO_DEV_TOOLS !== "0";
}

// A random token per start unless one is fixed: nobody can read /dev/ without the start banner (or the owner's own token).
function devTokenOf(opts: PorticoServerOptions): string {
  return opts.devToken || process.env.PORTICO_DEV_TOKEN || randomBytes(24).toString("base64url");
}

/**
 * Creates the reference Portico v3 API server: database migrated, routes validated against the contract.
 * @example
 * const server = await createPorticoServer({ dataDir: ".data/pglite", seed: true });
 * console.log(await server.listen(8080));
 */
export async function createPorticoServer(opts: PorticoServerOptions = {}): Promise<PorticoServer> {
  const menuType = menuTypeOf(opts.menuType ?? process.env.PORTICO_MENU_TYPE);
  const tokenTtl = opts.tokenTtl ?? (Number(process.env.PORTICO_TOKEN_TTL) || 86400);
  const db = await openDb(opts);
  const now = opts.now ?? Date.now;
  const live = new LiveHub();
  // On PostgreSQL other instances may share the database: live events fan out through it (PGlite is one process).
  const cluster = opts.databaseUrl
    ? await joinCluster(opts.databaseUrl, db, live, now).catch(async (err: unknown) => {
        await db.close();
        throw err;
      })
    : undefined;
  // Raw telemetry has its day partitions for today and tomorrow before the first report (older history waits in the
  // default partitions); the telemetryPartitions job keeps three days ahead.
  const today = Math.floor(now() / 1000);
  await ensurePartitions(db, today, today + 86400);
  // A failed seed is logged, never fatal: the server starts on the data the database already has. Instances that
  // start together seed one after the other, so the second finds the steps done.
  const seed = opts.seed;
  if (seed) {
    const run = () => (seed === true ? seedDemo(db) : seed(db)).catch(logSeedFailure);
    await (cluster ? cluster.connection.withRole(ROLES.setup, run) : run());
  }
  let sink: SmtpSink | undefined;
  try {
    sink = opts.smtpUrl ? undefined : await startSmtpSink();
  } catch (err) {
    await cluster?.stop();
    await db.close();
    throw err;
  }
  const from = opts.mailFrom ?? process.env.PORTICO_MAIL_FROM ?? "Portico <no-reply@portico.dev>";
  const email = createSmtpEmailProvider(opts.smtpUrl ?? sink!.url, from);

  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // Reject what the contract forbids instead of silently dropping unknown properties.
    ajv: { customOptions: { removeAdditional: false, allowUnionTypes: true }, onCreate: openApiVocabulary },
  });
  let port = 0;
  const smsUrl = opts.smsUrl ?? process.env.PORTICO_SMS_URL;
  const smsOutbox = smsUrl ? undefined : createSmsOutbox(now);
  const ctx: ServerContext = {
    db,
    now,
    tokenTtl,
    publicUrl: () => (opts.publicUrl ?? `http://127.0.0.1${port ? `:${port}` : ""}`).replace(/\/$/, ""),
    menuType,
    version: pkg.version,
    email,
    ...(sink ? { sink } : {}),
    live,
    jobs: new JobQueue(
      { db, live, now },
      { ...opts.jobs, ...(cluster ? { runner: cluster.connection.instanceKey } : {}) },
    ),
    sms: smsOutbox ?? createHttpSmsProvider(smsUrl!),
    ...(smsOutbox ? { smsOutbox } : {}),
    payments: paymentProviderFor(opts.paymentUrl),
    limits: authLimits(opts.limits),
    ...(devToolsOn(opts) ? { devTools: { token: devTokenOf(opts) } } : {}),
  };

  installErrorHandling(app);
  await registerSecurityHeaders(app, {
    ...(opts.frameAncestors !== undefined ? { frameAncestors: opts.frameAncestors } : {}),
    extraOrigins: [opts.publicUrl, process.env.PORTICO_VIDEO_HOST_URL],
    ...(opts.allowScriptEval ? { allowScriptEval: true } : {}),
  });
  // A client that offers subprotocols must get one back, or the browser drops the socket.
  installWellFormedInput(app);
  await app.register(fastifyWebsocket, { options: { handleProtocols: selectLiveProtocol } });
  registerAccountRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerSubscriberRoutes(app, ctx);
  registerBusinessRoutes(app, ctx);
  registerBusinessSettingsRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerWebsiteRoutes(app, ctx);
  registerDeviceRoutes(app, ctx);
  registerIngestRoutes(app, ctx);
  registerNetworkRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
  registerLinkRoutes(app, ctx);
  registerAuthAppRoutes(app, ctx);
  registerAir2Routes(app, ctx);
  registerSourceRoutes(app, ctx);
  registerCheckiosRoutes(app, ctx);
  registerPortalRoutes(app, ctx);
  registerVisitorRoutes(app, ctx);
  registerBehaviorRoutes(app, ctx);
  registerPlanRoutes(app, ctx);
  registerInsightsRoutes(app, ctx);
  registerPlatformRoutes(app, ctx);
  registerMediaRoutes(app, ctx, { ...(opts.dataDir ? { dataDir: opts.dataDir } : {}) });
  registerLiveRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  const exportService = registerExportRoutes(app, ctx, {
    ...opts.exports,
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
  });
  registerChannelRoutes(app, ctx);
  registerDeliveryRoutes(app, ctx);
  registerWebhookRoutes(app, ctx);
  registerSmsRoutes(app, ctx);
  registerSegmentRoutes(app, ctx);
  registerSmsSendRoutes(app, ctx);
  registerEdmRoutes(app, ctx);
  registerLotteryRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerBookingPageRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  await registerStaticSite(app, opts.staticDir, await portalPageRenderer(ctx, opts.staticDir));
  app.addHook("preClose", async () => ctx.live.closeAll());
  const simOff = opts.simulator === false || (opts.simulator === undefined && process.env.PORTICO_SIMULATOR === "0");
  const simulator = simOff
    ? undefined
    : new DeviceSimulator(ctx, typeof opts.simulator === "object" ? opts.simulator : {});
  if (simulator) registerSimulatorDevRoutes(app, ctx, simulator);
  registerDeviceDevRoutes(app, ctx);
  // On a cluster only the instance holding the simulator role runs it (a paused one is a test's: it ticks by hand).
  if (simulator && cluster && !simulator.paused) cluster.ownSimulator(simulator);
  else simulator?.start();
  ctx.jobs.every(attemptPruning(db, now));
  cluster?.joinJobs(ctx.jobs, db, now);
  ctx.jobs.every(telemetryPartitions(db, now));
  ctx.jobs.every(telemetryRollups(db, now));
  ctx.jobs.every(insightsRollups(db, now));
  // A paused simulator's devices send nothing unless a test makes them: their silence is no outage.
  if (!simulator?.paused) ctx.jobs.every(deviceSilence(ctx));
  ctx.jobs.define(inodeBindJob(ctx));
  ctx.jobs.define(inodeUpgradeJob(ctx, opts.upgradeJobTimings));
  const delivery = { ...DEFAULT_DELIVERY_SETTINGS, ...opts.delivery };
  // A finished send is a webhook event of its business (`campaign.sent`).
  ctx.jobs.define(deliveryJob(ctx, delivery, (run, outcome) => campaignSent(ctx, run, outcome)));
  ctx.jobs.define(deliveryBatchJob(ctx, delivery));
  ctx.jobs.define(webhookDeliveryJob(ctx, opts.webhooks));
  ctx.jobs.define(couponCodesJob(ctx));
  for (const type of opts.jobTypes ?? []) ctx.jobs.define(type);
  try {
    // pg-boss creates its schema without a lock: instances that start together create it one after the other.
    await (cluster ? cluster.connection.withRole(ROLES.setup, () => ctx.jobs.start()) : ctx.jobs.start());
  } catch (err) {
    await simulator?.stop();
    await app.close();
    exportService.close();
    email.close();
    await sink?.close();
    await cluster?.stop();
    await db.close();
    throw err;
  }

  let closed = false;
  return {
    app,
    ctx,
    ...(simulator ? { simulator } : {}),
    ...(cluster ? { cluster } : {}),
    async listen(p = 0, host = "127.0.0.1") {
      await app.listen({ port: p, host });
      port = (app.server.address() as AddressInfo).port;
      const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
      return `http://${shown}:${port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      await simulator?.stop();
      // Before the database closes: running jobs finish (or go back to the queue) and no poll is left.
      await ctx.jobs.stop();
      await app.close();
      email.close();
      await sink?.close();
      await cluster?.stop();
      await db.close();
      exportService.close();
    },
  };
}
