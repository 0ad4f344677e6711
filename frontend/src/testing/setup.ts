import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// The browser resolves "/api/..." against the page; Node's Request, which the tests use, needs that done for it.
globalThis.Request = class extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// Lazily loaded pages and sections can take a few seconds on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

// The page is never laid out, so nothing would ever come into view: sections deferred until they near the viewport
// show at once, as in a browser without IntersectionObserver.
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

// The test page does not scroll; the layout scrolls on every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
