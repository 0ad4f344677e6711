import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ValidationPipe } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { HttpErrorFilter, toErrorBody } from '../errors/http-error.filter';
import { httpMetrics } from '../metrics/http-metrics.middleware';
import { MetricsService } from '../metrics/metrics.service';
import { mountQueueDashboard } from '../queue/queue-dashboard';
import { correlationId, requestId } from './correlation-id.middleware';
import { sameOriginWrites } from './same-origin.middleware';
import { buildOpenApiDocument } from './openapi';
import './session-data';

export const SESSION_COOKIE = 'skyward.sid';
const STRIPE_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

export interface HttpOptions {
  /** Who may open the queue dashboard (the accounts module passes its staff check). */
  authorizeQueueDashboard: RequestHandler;
  /** The pre-launch gate's status for this visitor, written into every page so the site renders without asking first. */
  devAccessStatus: (request: Request) => DevAccessStatus;
}

export interface DevAccessStatus {
  requiresAuth: boolean;
  authenticated: boolean;
}

/** The whole HTTP pipeline, shared by main.ts and the integration tests so both run the same stack. */
export function configureApp(app: NestExpressApplication, options: HttpOptions): void {
  const config = app.get(AppConfig);
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(correlationId);
  app.use(compression());
  app.use(httpMetrics(app.get(MetricsService)));
  app.use(
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
  );
  app.use(sameOriginWrites(config.PUBLIC_URL));
  // Body parsers: the webhook needs its raw bytes for the signature, image uploads are larger.
  app.use('/api/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }));
  app.use('/api/products/upload-image', express.json({ limit: '3mb' }));
  app.use(express.json({ limit: '100kb' }));
  app.use((error: unknown, request: Request, response: Response, _next: NextFunction) => {
    const body = toErrorBody(error, requestId(request));
    response.status(body.statusCode).json(body);
  });

  const PgStore = connectPgSimple(session);
  const pool = (app.get(DataSource).driver as unknown as { master: Pool }).master;
  app.use(
    session({
      name: SESSION_COOKIE,
      store: new PgStore({ pool, tableName: 'session', pruneSessionInterval: config.NODE_ENV === 'test' ? false : 900 }),
      secret: config.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: 7 * 24 * 3600 * 1000 },
    }),
  );

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new HttpErrorFilter());
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });

  mountQueueDashboard(app, options.authorizeQueueDashboard);
  app.use('/uploads', express.static(config.UPLOADS_DIR, { maxAge: '365d', immutable: true, index: false }));
  serveFrontend(app, config.FRONTEND_DIST, options.devAccessStatus);
}

/** The built SPA on the same origin: hashed assets cached for a year, every other page gets index.html. */
function serveFrontend(app: NestExpressApplication, dist: string, devAccessStatus: HttpOptions['devAccessStatus']): void {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) return;
  app.use('/assets', express.static(join(dist, 'assets'), { maxAge: '365d', immutable: true, index: false }));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = request.method === 'GET' && !/^\/(api|uploads|admin\/queues)(\/|$)/.test(request.path) && request.accepts('html');
    if (!isPage) return next();
    response.setHeader('Cache-Control', 'no-cache');
    // Read on each request (the OS caches it): a rebuilt site is served at once, as sendFile did.
    readFile(indexHtml, 'utf8').then((page) => response.type('html').send(withDevAccessStatus(page, devAccessStatus(request))), next);
  });
}

/** The page with the gate's status in a meta tag, which the site reads before its first render (no round trip behind the splash). */
export function withDevAccessStatus(page: string, status: DevAccessStatus): string {
  const content = JSON.stringify(status).replace(/"/g, '&quot;');
  return page.replace('</head>', `<meta name="dev-access-status" content="${content}" />\n</head>`);
}
