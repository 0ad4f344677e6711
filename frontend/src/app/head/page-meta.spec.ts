import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { publicPaths } from './page-meta';

describe('public pages', () => {
  it('are the routes page-meta describes, each with its description', () => {
    const pages = publicPaths(routes);
    expect(pages.map(({ path }) => path)).toEqual([
      '/',
      '/flight-sim',
      '/professional-training',
      '/intro-experience',
      '/scenario-flights',
      '/home-sim-coaching',
      '/shop',
      '/cart',
      '/account',
      '/no-account',
      '/privacy',
      '/terms',
      '/group-bookings',
      '/fear-of-flying',
      '/simulator-hire',
      '/simulator-gatwick',
      '/simulator-exeter',
      '/try-and-fly',
      '/book-flight',
      '/team',
    ]);
    for (const { meta } of pages) expect(meta.description).not.toBe('');
  });
});
