import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AccountService } from '../../account/account.public';
import type { AuditActor, AuditChange, AuditTrail } from '../../audit/audit.public';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The audit entry of a write to Bull Board's API (`/api/queues/…` under the board: retry, promote, remove, add or
 * change a job; pause, resume, clean or empty a queue): what was asked, as its path says it.
 */
export function queueBoardChange(method: string, path: string): AuditChange {
  // `/api/queues/{queue}/…` names one queue; `/api/queues/pause` and `/api/queues/resume` act on all of them.
  const [queue] = /^\/api\/queues\/([^/]+)\//.exec(path)?.slice(1) ?? [];
  return {
    kind: 'queue.changed',
    subject: queue ? decodeURIComponent(queue) : 'all queues',
    summary: `Queue board: ${method} ${path}`,
  };
}

/**
 * Records each write staff make on the queue board, once it succeeded (docs/product.md, Staff panel: AUDIT). The
 * board changes Redis, not Postgres, so the entry follows the change rather than sharing its transaction; a failure
 * to record is logged. Who made it is the session's staff member (the gate in front let only staff through).
 */
export function queueBoardAudit(audit: AuditTrail, accounts: AccountService): RequestHandler {
  const logger = new Logger('QueueBoardAudit');
  const actorOf = async (request: Request): Promise<AuditActor> => {
    const session = request.session as { passport?: { user?: string }; role?: string } | undefined;
    const id = session?.passport?.user ?? null;
    const email = id ? ((await accounts.emailsOf([id])).get(id) ?? null) : null;
    return { id, email, role: session?.role ?? 'unknown' };
  };
  return (request: Request, response: Response, next: NextFunction) => {
    if (WRITES.has(request.method)) {
      const change = queueBoardChange(request.method, request.path);
      response.on('finish', () => {
        if (response.statusCode >= 400) return;
        actorOf(request)
          .then((actor) => audit.recordBy(actor, change))
          .catch((error: Error) => logger.warn(`Could not record "${change.summary}" on the audit trail: ${error.message}`));
      });
    }
    next();
  };
}
