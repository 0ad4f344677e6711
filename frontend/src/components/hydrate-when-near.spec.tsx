import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestIntersectionObserver } from '../testing/intersection-observer';
import { HydrateWhenNear } from './hydrate-when-near';

const renders = vi.fn();
const picked = vi.fn();

function Days({ month }: { month: string }) {
  renders(month);
  return (
    <div>
      <p>{month}</p>
      <button type="button" onClick={() => picked(`${month} 1`)}>
        1
      </button>
      <button type="button" onClick={() => picked(`${month} 2`)}>
        2
      </button>
    </div>
  );
}

function Calendar({ month }: { month: string }) {
  return (
    <HydrateWhenNear shows={[month]}>
      <Days month={month} />
    </HydrateWhenNear>
  );
}

function Page({ month: first }: { month: string }) {
  const [month, setMonth] = useState(first);
  return (
    <main>
      <button type="button" onClick={() => setMonth('February')}>
        Next month
      </button>
      <Calendar month={month} />
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

const recovered: unknown[] = [];

/** Renders the page as the server bundle does (import.meta.env.SSR), then hydrates it from that HTML. */
async function hydrate() {
  container = document.createElement('div');
  vi.stubEnv('SSR', true);
  container.innerHTML = renderToString(<Page month="January" />);
  vi.unstubAllEnvs();
  document.body.append(container);
  renders.mockClear();
  const served = container;
  await act(async () => {
    root = hydrateRoot(served, <Page month="January" />, { onRecoverableError: (error) => recovered.push(error) });
  });
}

beforeEach(() => {
  TestIntersectionObserver.observers = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  renders.mockClear();
  picked.mockClear();
  recovered.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  vi.unstubAllGlobals();
  expect(recovered).toEqual([]);
});

describe('HydrateWhenNear', () => {
  it('keeps the served HTML while the page hydrates, and renders the part when it comes near the screen', async () => {
    await hydrate();
    expect(renders).not.toHaveBeenCalled();
    const servedButton = screen.getByRole('button', { name: '2' });
    expect(screen.getByText('January')).toBeInTheDocument();

    await act(async () => TestIntersectionObserver.comeNear());
    expect(renders).toHaveBeenCalledWith('January');
    const renderedButton = screen.getByRole('button', { name: '2' });
    expect(renderedButton).not.toBe(servedButton);
    await act(async () => renderedButton.click());
    expect(picked).toHaveBeenCalledWith('January 2');
  });

  it('hands a click on the served HTML to the same control of the rendered part, once', async () => {
    await hydrate();
    await act(async () => screen.getByRole('button', { name: '2' }).click());
    expect(renders).toHaveBeenCalledWith('January');
    expect(picked.mock.calls).toEqual([['January 2']]);
  });

  it('renders the part at once when what it shows changes', async () => {
    await hydrate();
    await act(async () => screen.getByRole('button', { name: 'Next month' }).click());
    expect(renders).toHaveBeenCalledWith('February');
    expect(screen.getByText('February')).toBeInTheDocument();
  });

  it('renders at once where nothing was served', () => {
    render(<Calendar month="March" />);
    expect(renders).toHaveBeenCalledWith('March');
    expect(screen.getByText('March')).toBeInTheDocument();
  });
});
