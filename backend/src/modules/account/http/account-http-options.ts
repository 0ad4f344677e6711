import type { INestApplication } from '@nestjs/common';
import type { HttpOptions } from '../../../shared/http/configure-app';
import { DevAccessService } from '../application/dev-access.service';

/** What the shared HTTP pipeline asks of the accounts module: the pre-launch gate's status. */
export function accountHttpOptions(app: INestApplication): HttpOptions {
  const devAccess = app.get(DevAccessService);
  return {
    devAccessStatus: (request) => devAccess.status(request.session?.devAccess),
  };
}
