import type { RequestHandler } from 'express';
import { ClsMiddleware } from 'nestjs-cls';
import { requestId } from './correlation-id.middleware';
import { isPublicRead } from './public-read';

/**
 * Opens the request's context: its correlation id (for log lines and the events it publishes) and the room a
 * `@Transactional` use case keeps its transaction in. A public read writes nothing and logs only its request
 * line (which names the id itself), so it runs without one.
 */
export function requestContext(): RequestHandler {
  // No provider is a CLS proxy: none is resolved per request (nestjs-cls would look them up with a `require` each time).
  const context = new ClsMiddleware({ generateId: true, idGenerator: requestId, resolveProxyProviders: false });
  return (request, response, next) => (isPublicRead(request) ? next() : context.use(request, response, next));
}
