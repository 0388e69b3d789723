import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { MAX_IMAGE_BYTES } from './lib/images';
import { accountRemovalRoutes } from './modules/admin/account-removal.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminStatsRoutes } from './modules/admin/admin-stats.routes';
import { eventWritesRoutes } from './modules/admin/event-writes.routes';
import { userAdminRoutes } from './modules/admin/user-admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { backgroundWork } from './modules/background/background-work';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { purchaseRoutes } from './modules/bookings/purchase.routes';
import { razorpayRoutes } from './modules/bookings/razorpay.routes';
import { stripeWebhookRoutes } from './modules/bookings/stripe-webhook.routes';
import { testUpiRoutes } from './modules/bookings/test-upi.routes';
import { catalogCachePlugin } from './modules/catalog-cache/catalog-cache.plugin';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { checkInRoutes } from './modules/check-in/check-in.routes';
import { doorRoutes } from './modules/check-in/door.routes';
import { questionsRoutes } from './modules/checkout-questions/questions.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
import { taxDocumentAttachments } from './modules/invoices/document-attachments';
import { taxDocumentsRoutes } from './modules/invoices/tax-documents.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { metricsPlugin } from './modules/metrics/metrics.plugin';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { promoCodeLookupRoutes } from './modules/promo-codes/promo-code-lookup.routes';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { usersRoutes } from './modules/users/users.routes';
import { queueLinePlugin } from './modules/waiting-room/queue-line-plugin';
import { waitingRoomRoutes } from './modules/waiting-room/waiting-room.routes';
import { eventWaitlistRoutes } from './modules/waitlist/event-waitlist.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { imageStoragePlugin } from './plugins/image-storage';
import { paymentsPlugin } from './plugins/payments';
import { rateLimitPlugin } from './plugins/rate-limit';
import { routeTablePlugin } from './plugins/route-table';
import { securityHeadersPlugin } from './plugins/security-headers';
import { uploadsPlugin } from './plugins/uploads';
import { webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Override the pino logger (tests pass false). */
  logger?: boolean | object;
}

/** Builds the whole app without listening: plugins, then modules, then the web app. Tests call this. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Only the configured proxies may say who the client is (TRUST_PROXY); anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s per plugin is too little on a starved machine (a busy CI run timed out swagger-ui's start).
    pluginTimeout: 60_000,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // After helmet (a cached answer carries its headers), before compression (it keeps the JSON text).
  await app.register(catalogCachePlugin, config.catalogCache);
  await app.register(fastifyCompress, { threshold: 1024 });
  // Event forms: one photo of at most 5 MB (too large -> 413 'Image size should be less than 5MB').
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 100_000 },
  });
  await app.register(databasePlugin, { handle: database });
  await app.register(imageStoragePlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await app.register(metricsPlugin, { config });
  await app.register(queueLinePlugin, { config });
  await app.register(backgroundWork, {
    config,
    mailDocumentAttachments: taxDocumentAttachments(database.db),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'TicketMela API', version: '0.1.0', description: 'Event ticketing for India' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The viewer's own policy (its inline scripts by hash), framed by no one; no upgrade-insecure-requests, which
    // would send a plain-HTTP development server's viewer to https.
    staticCSP: true,
    transformStaticCSP: (policy) =>
      policy
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth', config });
      await api.register(usersRoutes, { prefix: '/users', config });
      await api.register(accountRemovalRoutes, { prefix: '/users', config });
      await api.register(userAdminRoutes, { prefix: '/users' });
      await api.register(categoriesRoutes, { prefix: '/categories' });
      await api.register(eventsRoutes, { prefix: '/events' });
      await api.register(eventWritesRoutes, { prefix: '/events' });
      await api.register(adminStatsRoutes, { prefix: '/events/admin' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(mailRoutes, { prefix: '/admin/emails', config });
      await api.register(paymentsRoutes, { prefix: '/payments', config });
      if (app.stripe)
        await api.register(stripeWebhookRoutes, { prefix: '/payments/webhook', config, stripe: app.stripe });
      await api.register(purchaseRoutes, { prefix: '/payments', config });
      if (app.testPaymentProvider)
        await api.register(testUpiRoutes, {
          prefix: '/payments/test/upi',
          config,
          testProvider: app.testPaymentProvider,
        });
      if (app.razorpay)
        await api.register(razorpayRoutes, { prefix: '/payments/razorpay', config, razorpay: app.razorpay });
      await api.register(bookingsRoutes, { prefix: '/bookings', config });
      await api.register(checkInRoutes, { prefix: '/bookings', config });
      await api.register(doorRoutes, { prefix: '/bookings', config });
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(contactsRoutes, { prefix: '/contacts' });
      await api.register(taxDocumentsRoutes, { config });
      await api.register(waitlistRoutes, { prefix: '/waitlist', config });
      await api.register(eventWaitlistRoutes, { prefix: '/events', config });
      await api.register(waitingRoomRoutes, { prefix: '/events', config });
      await api.register(promoCodeLookupRoutes, { prefix: '/events' });
      await api.register(promoCodesRoutes, { prefix: '/events' });
      await api.register(questionsRoutes, { prefix: '/events' });
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { storage: app.imageStorage });
  if (config.webDistDir)
    await app.register(webAppPlugin, {
      distDir: config.webDistDir,
      // Razorpay's Checkout is chosen at run time (PAYMENT_PROVIDER), not when the web app is built.
      razorpayCheckoutUrl:
        config.payments.provider === 'razorpay' ? config.payments.razorpay.checkoutUrl : undefined,
    });

  return app;
}
