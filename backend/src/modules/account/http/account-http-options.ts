import type { INestApplication } from '@nestjs/common';
import type { HttpOptions } from '../../../shared/http/configure-app';
import { DevAccessService } from '../application/dev-access.service';
import { staffOnly } from './staff-only.middleware';

/** What the shared HTTP pipeline asks of the accounts module: the queue dashboard's staff check and the gate's status. */
export function accountHttpOptions(app: INestApplication): HttpOptions {
  const devAccess = app.get(DevAccessService);
  return {
    authorizeQueueDashboard: staffOnly,
    devAccessStatus: (request) => devAccess.status(request.session?.devAccess),
  };
}
