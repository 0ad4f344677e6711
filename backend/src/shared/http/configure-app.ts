import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { HttpErrorFilter, toErrorBody } from '../errors/http-error.filter';
import { accessLog } from '../logging/access-log';
import { prettyLogs } from '../logging/request-log-policy';
import { httpMetrics } from '../metrics/http-metrics.middleware';
import { MetricsService } from '../metrics/metrics.service';
import { mountQueueDashboard, QUEUE_DASHBOARD_GATE } from '../queue/queue-dashboard';
import { correlationId, requestId } from './correlation-id.middleware';
import { httpsOnly } from './https-only';
import type { DevAccessStatus } from './dev-access-status';
import { inputGuard } from './input-guard.middleware';
import { publicReadCaching, sessionWhereNeeded } from './public-read';
import { QueryValidationPipe } from './query-validation.pipe';
import { requestContext } from './request-context.middleware';
import { sameOriginWrites } from './same-origin.middleware';
import { constantHeaders } from './static-headers';
import { RequestValidationError } from '../validation/request-validation.error';
import { buildOpenApiDocument } from './openapi';
import { serveSite } from './site/serve-site';
import { storedSessions } from './stored-sessions';
import './session-data';

export const SESSION_COOKIE = 'skyward.sid';
const STRIPE_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

export interface HttpOptions {
  /** The pre-launch gate's status for this visitor, written into every page so the site renders without asking first. */
  devAccessStatus: (request: Request) => DevAccessStatus;
}

/** The whole HTTP pipeline, shared by main.ts and the integration tests so both run the same stack. */
export function configureApp(app: NestExpressApplication, options: HttpOptions): void {
  const config = app.get(AppConfig);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const gateEnabled = Boolean(config.DEV_ACCESS_PASSWORD);
  app.use(correlationId);
  app.use(accessLog(() => PinoLogger.root, prettyLogs(config)));
  app.use(httpsOnly(config));
  app.use(compressionWhereAccepted(compression()));
  app.use(httpMetrics(app.get(MetricsService)));
  app.use(
    constantHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...STRIPE_ORIGINS],
            frameSrc: ["'self'", ...STRIPE_ORIGINS, 'https://hooks.stripe.com', 'https://www.google.com'],
            connectSrc: ["'self'", 'https://api.stripe.com'],
            imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            mediaSrc: ["'self'"],
            upgradeInsecureRequests: config.isProduction ? [] : null,
          },
        },
      }),
    ),
  );
  app.use(publicReadCaching(gateEnabled));
  app.use(sameOriginWrites(config.PUBLIC_URL));
  // Body parsers: the webhook needs its raw bytes for the signature, image uploads are larger.
  app.use('/api/stripe/webhook', whenSent(express.raw({ type: '*/*', limit: '1mb' })));
  app.use('/api/products/upload-image', whenSent(express.json({ limit: '3mb' })));
  app.use(whenSent(express.json({ limit: '100kb' })));
  app.use(inputGuard);

  app.use(
    sessionWhereNeeded(
      storedSessions({
        pool: (app.get(DataSource).driver as unknown as { master: Pool }).master,
        cookieName: SESSION_COOKIE,
        secret: config.SESSION_SECRET,
        cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: 7 * 24 * 3600 * 1000 },
        pruneSessionInterval: config.NODE_ENV === 'test' ? false : 900,
      }),
      SESSION_COOKIE,
      gateEnabled,
    ),
  );
  // Below the sessions, so a session store that lost Postgres answers 503 like a route would, not Express's HTML 500.
  app.use((error: unknown, request: Request, response: Response, _next: NextFunction) => {
    const body = toErrorBody(error, requestId(request));
    response.status(body.statusCode).json(body);
  });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(
    new QueryValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, validationError: { target: true, value: true }, exceptionFactory: RequestValidationError.fromErrors }),
  );
  app.useGlobalFilters(new HttpErrorFilter());
  // The API's description names every staff route: in production only staff may read it (docs/product.md, Staff panel).
  if (config.isProduction) app.use('/api/docs', app.get<RequestHandler>(QUEUE_DASHBOARD_GATE));
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });

  mountQueueDashboard(app);
  app.use('/uploads', express.static(config.UPLOADS_DIR, { maxAge: '365d', immutable: true, index: false }));
  // The site is served after the API's middleware but ahead of its routes: /api requests never reach it (no fs lookups).
  const site = express.Router();
  const forgetRenderedPages = serveSite(site, {
    dist: config.FRONTEND_DIST,
    publicUrl: config.PUBLIC_URL,
    devAccessStatus: options.devAccessStatus,
    sessionCookie: SESSION_COOKIE,
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!isApiPath(request.path)) return site(request, response, next);
    // A staff change to the catalogue or the shop changes what pages show (a price, a product): render them afresh.
    if (!WRITE_METHODS.has(request.method) || !CHANGES_PAGES.test(request.path)) return next();
    response.on('finish', () => {
      if (response.statusCode < 400) forgetRenderedPages();
    });
    return next();
  });
  app.use(requestContext());
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The routes whose writes change a rendered page: the shop's products and the experiences catalogue. */
const CHANGES_PAGES = /^\/api\/(products|admin\/experiences)(\/|$)/;

/** Compression wraps every response's write and end; a client that accepts no encoding (a proxy, a probe) skips it. */
const compressionWhereAccepted =
  (compress: RequestHandler): RequestHandler =>
  (request, response, next) =>
    request.headers['accept-encoding'] ? compress(request, response, next) : next();

/**
 * A body parser runs only for a request that announces a body (a length, even 0, or a chunked transfer: as the
 * parser itself decides); most requests, every read among them, announce none.
 */
const whenSent =
  (parse: RequestHandler): RequestHandler =>
  (request, response, next) =>
    request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined
      ? parse(request, response, next)
      : next();

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');
