import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

function Page() {
  useScrollOnNavigate();
  return <section id="contact">Contact</section>;
}

/** The page at `entry`, in StrictMode (which runs every effect twice on mount, as in development). */
function arriveAt(entry: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [entry] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('scrolling on navigation (docs/product.md, Pages)', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
  afterEach(() => {
    scrollTo.mockClear();
    scrollIntoView.mockClear();
  });

  it('leaves the page the visitor arrived on where the browser put it (the top, its #hash, or where a reload left off)', () => {
    arriveAt('/shop');
    arriveAt('/#contact');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('starts every new page at the top', async () => {
    const router = arriveAt('/');
    await act(() => router.navigate('/shop'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps its place when only the query string changes (a page keeping its state in the address)', async () => {
    const router = arriveAt('/book-flight');
    await act(() => router.navigate('/book-flight?experience=try-and-fly'));
    await act(() => router.navigate('/book-flight?experience=try-and-fly&date=2026-12-04'));
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/shop?product=cap'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('glides to the #hash target of a navigation', async () => {
    const router = arriveAt('/shop');
    await act(() => router.navigate('/#contact'));
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Contact'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
