import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { servedData, ServedDataContext } from '../../../lib/served-data';
import { CATALOGUE } from '../../../testing/catalogue';
import { programs } from '../data/home-content';
import { ProgramsSection } from './programs-section';

// A served content page downloads no API code (RTK Query): here loading the API's module fails the test.
vi.mock('../../../lib/api', () => {
  throw new Error('The API module was loaded');
});

describe('the home page’s programmes, served with the catalogue', () => {
  it('show the served prices with no API module loaded', () => {
    render(
      <MemoryRouter>
        <ServedDataContext value={servedData([{ endpointName: 'getExperiences', arg: undefined, value: CATALOGUE }])}>
          <ProgramsSection programs={programs} />
        </ServedDataContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('article', { name: 'Try and Fly' })).toHaveTextContent('£129');
    expect(screen.getByRole('article', { name: 'Intro to the Airbus' })).toHaveTextContent('from £149');
  });
});
