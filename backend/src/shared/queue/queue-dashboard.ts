import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ALL_QUEUES } from './queue-names';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** The provider of the check in front of the dashboard and, in production, /api/docs (an Express handler): the admin module's staff-only gate. */
export const QUEUE_DASHBOARD_GATE = Symbol('QUEUE_DASHBOARD_GATE');

/** The provider of what records the dashboard's writes on the audit trail (an Express handler after the gate). */
export const QUEUE_DASHBOARD_AUDIT = Symbol('QUEUE_DASHBOARD_AUDIT');

/** Bull Board over every queue, behind the gate a module provides (QUEUE_DASHBOARD_GATE), its writes audited (QUEUE_DASHBOARD_AUDIT). */
export function mountQueueDashboard(app: NestExpressApplication): void {
  const authorize = app.get<RequestHandler>(QUEUE_DASHBOARD_GATE);
  const audit = app.get<RequestHandler>(QUEUE_DASHBOARD_AUDIT);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter,
  });
  app.use(QUEUE_DASHBOARD_PATH, authorize, (_request: Request, response: Response, next: NextFunction) => {
    // Bull Board's page boots with inline scripts; the relaxed policy is confined to this staff-only path.
    response.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline' https:; font-src 'self' https: data:; img-src 'self' data:");
    next();
  }, audit, serverAdapter.getRouter());
}
