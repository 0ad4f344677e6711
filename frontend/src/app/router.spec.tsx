import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { BROWSER_ONLY_PATHS, PUBLIC_PAGES } from '../testing/site-pages';

describe('routes', () => {
  it('shows Page Not Found with a way home for an unknown address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Skyward Flight Simulation'));
  });

  // The reset-password page is opened from an e-mailed link, and draws its form without one too.
  it.each([...PUBLIC_PAGES.map((page) => page.path), ...BROWSER_ONLY_PATHS, '/reset-password'])('serves %s with one page heading and a titled tab', async (path) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Page Not Found');
    // The tab names the page's heading, written in sentence case where the heading is set in capitals.
    await waitFor(() => expect(document.title.toLowerCase()).toBe(`${heading.textContent} | Skyward Flight Simulation`.toLowerCase()));
  });
});
