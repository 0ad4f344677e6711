import { waitFor } from '@testing-library/react';
import { Profiler, startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createStore } from '../app/store';
import { experiencesApi } from '../lib/experiences-api';
import { TestIntersectionObserver } from '../testing/intersection-observer';
import BookFlightPage from './book-flight-page';

interface Commit {
  phase: string;
  /** Made in the task that committed hydration, before any microtask ran: React rendered again at once. */
  inHydrationTask: boolean;
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = container = undefined;
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  vi.unstubAllGlobals();
});

/**
 * Serves `ui` as the server renders it, hydrates it as main.tsx does (a transition, outside act(), so React schedules its
 * work as in a browser) and records every commit, and any error React recovered from (a mismatch).
 */
async function hydrate(ui: () => ReactNode) {
  const commits: Commit[] = [];
  const recovered: unknown[] = [];
  let hydrationTask = false;
  const onRender = (_id: string, phase: string) => {
    if (phase === 'mount') {
      hydrationTask = true;
      queueMicrotask(() => (hydrationTask = false));
    }
    commits.push({ phase, inHydrationTask: hydrationTask });
  };
  const page = () => (
    <Profiler id="page" onRender={onRender}>
      {ui()}
    </Profiler>
  );
  container = document.createElement('div');
  vi.stubEnv('SSR', true); // as the server bundle renders it
  container.innerHTML = renderToString(page());
  vi.unstubAllEnvs();
  document.body.append(container);
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const hydrated = container;
  startTransition(() => {
    root = hydrateRoot(hydrated, page(), { onRecoverableError: (error) => recovered.push(error) });
  });
  await waitFor(() => expect(commits[0]?.phase).toBe('mount'));
  return { commits, recovered };
}

// Rendering again in hydration's commit makes React run every passive effect of the page first, all in that one task
// of a phone's main thread (docs/benchmarks.md, /book-flight's hydration commit).
describe('/book-flight hydrated from its served HTML', () => {
  it.each([
    ['/book-flight', 'rendered with the page'],
    ['/book-flight?experience=try-and-fly', 'rendered with the page'],
    ['/book-flight', 'kept as served'],
  ])('%s, the calendar %s: nothing renders again in the task that commits it', async (address, calendar) => {
    // The page is never laid out: the calendar, below the first screen on a phone, never comes near it.
    if (calendar === 'kept as served') vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const store = createStore();
    await store.dispatch(experiencesApi.endpoints.getExperiences.initiate());
    const { commits, recovered } = await hydrate(() => (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[address]}>
          <BookFlightPage />
        </MemoryRouter>
      </AppProviders>
    ));
    // The form mounts its state (react-hook-form's useForm) once hydrated: a later commit.
    await waitFor(() => expect(commits.length).toBeGreaterThan(1));
    expect(commits.filter((commit) => commit.inHydrationTask)).toEqual([{ phase: 'mount', inHydrationTask: true }]);
    expect(recovered).toEqual([]);
    // React owns the calendar's day buttons only once it has rendered them.
    const day = container!.querySelector('.rdp-root button')!;
    expect(Object.keys(day).some((key) => key.startsWith('__reactFiber'))).toBe(calendar === 'rendered with the page');
  });
});
