import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs a middleware that only sets constant headers (helmet's) once, at start, and replays what it set:
 * one loop of setHeader per request instead of a dozen middlewares each formatting its header again.
 */
export function constantHeaders(middleware: RequestHandler): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]),
    removeHeader: () => undefined, // X-Powered-By, which the app never sets
  };
  let ran = false;
  middleware({ method: 'GET', headers: {} } as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran) throw new Error('constantHeaders: the middleware did not finish synchronously, so its headers are not constant');
  return (_request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
