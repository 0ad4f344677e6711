import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, experience } from '../testing/catalogue';
import { countGetCalls } from '../testing/count-calls';
import { renderApp } from '../testing/render-app';
import { servedData } from './served-data';

/** The catalogue with Try and Fly at `pricePence`. */
const catalogueWithTryAndFlyAt = (pricePence: number) => [
  experience('try-and-fly', 'Try and Fly', 'beginners', [['60-minutes', '60 minutes', 60, pricePence, 2, 4900]], 'slot', ['tryandfly']),
  ...CATALOGUE.filter(({ id }) => id !== 'try-and-fly'),
];

/** The page as the server rendered it with the catalogue at `pricePence` for Try and Fly. */
const servedWithTryAndFlyAt = (pricePence: number) => ({
  data: servedData([{ endpointName: 'getExperiences', arg: undefined, value: catalogueWithTryAndFlyAt(pricePence) }]),
});

/** GET /api/experiences, answered with Try and Fly at `pricePence`, counted. */
const apiHasTryAndFlyAt = (pricePence: number) =>
  countGetCalls('/api/experiences', () => HttpResponse.json(catalogueWithTryAndFlyAt(pricePence)));

describe('the data a page was served with', () => {
  it('gives a content page its prices without asking the API', async () => {
    const calls = apiHasTryAndFlyAt(14900);
    renderApp('/try-and-fly', { served: servedWithTryAndFlyAt(13500) });
    expect(await screen.findByText('£135.00')).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('gives the home page its programme prices without asking the API', async () => {
    const calls = apiHasTryAndFlyAt(14900);
    renderApp('/', { served: servedWithTryAndFlyAt(13500) });
    const programmes = within(await screen.findByRole('region', { name: 'Choose Your Flight' }));
    expect(programmes.getByText('£135')).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('is not used by a page opened by navigation: it shows the API’s current prices', async () => {
    const calls = apiHasTryAndFlyAt(14900);
    const { router } = renderApp('/', { served: servedWithTryAndFlyAt(13500) });
    await screen.findByRole('region', { name: 'Choose Your Flight' });
    await router.navigate('/try-and-fly');
    expect(await screen.findByText('£149.00')).toBeInTheDocument();
    expect(screen.queryByText('£135.00')).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('leaves a page served without the catalogue (the server could not load it) to ask the API', async () => {
    const calls = apiHasTryAndFlyAt(14900);
    renderApp('/try-and-fly', { served: { data: servedData([]) } });
    expect(await screen.findByText('£149.00')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });
});
