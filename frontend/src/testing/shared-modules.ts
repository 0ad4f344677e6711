import { getQueriesForElement, screen } from '@testing-library/react';
import type { userEvent as UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

// The setup of test files that share their worker's modules (vite.config.ts): each file has a page of its own, but the
// modules were loaded for the first file's page.

// Testing Library's `screen` was bound to the body of the first file's page, and user-event's default document is
// that page's too (clicks would still land, typing would go nowhere): both are given this file's page.
Object.assign(screen, getQueriesForElement(document.body));
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const { userEvent } = await importOriginal<{ userEvent: typeof UserEvent }>();
  const withThisPage = { ...userEvent, setup: (options?: Parameters<typeof UserEvent.setup>[0]) => userEvent.setup({ document, ...options }) };
  return { default: withThisPage, userEvent: withThisPage };
});

// A lazy import still loading when its file ends never finishes in the next file of the worker (the page stays on
// 'Loading page'): every module the app may load lazily is loaded before the first test of a worker, so a lazy import
// finds it loaded.
await Promise.all(
  Object.values(import.meta.glob(['../{app,components,features,pages}/**/*.tsx', '!**/*.spec.tsx'])).map((load) => load()),
);
