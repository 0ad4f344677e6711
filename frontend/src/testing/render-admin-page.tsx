import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RequireStaff } from '../features/account/components/require-staff';
import { renderWithStore } from './render-app';

/** The admin page's use of RequireStaff at /adminE3F (the panel only for staff), with /account to leave it for. */
export function renderAdminPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/adminE3F',
        element: (
          <RequireStaff>
            <h1>ADMIN PANEL</h1>
          </RequireStaff>
        ),
      },
      { path: '/account', element: <h1>MY ACCOUNT</h1> },
    ],
    { initialEntries: ['/adminE3F'] },
  );
  const user = userEvent.setup();
  renderWithStore(<RouterProvider router={router} />);
  return { user, router };
}
