import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { Layout } from './layout/layout';
import { RouteError } from './layout/route-error';

/** Each page is its own chunk, fetched on first visit. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

function FirstPageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-navy-950 text-white">
      <Spinner label="Loading page" />
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: FirstPageLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('../pages/home-page')) },
          { path: 'flight-sim', lazy: page(() => import('../pages/flight-sim-page')) },
          { path: 'professional-training', lazy: page(() => import('../pages/professional-training-page')) },
          { path: 'intro-experience', lazy: page(() => import('../pages/intro-experience-page')) },
          { path: 'scenario-flights', lazy: page(() => import('../pages/scenario-flights-page')) },
          { path: 'home-sim-coaching', lazy: page(() => import('../pages/home-sim-coaching-page')) },
          { path: 'shop', lazy: page(() => import('../pages/shop-page')) },
          { path: 'cart', lazy: page(() => import('../pages/cart-page')) },
          { path: 'adminE3F', lazy: page(() => import('../pages/admin-page')) },
          { path: 'account', lazy: page(() => import('../pages/account-page')) },
          { path: 'dashboard', lazy: page(() => import('../pages/dashboard-page')) },
          { path: 'no-account', lazy: page(() => import('../pages/no-account-page')) },
          { path: 'reset-password', lazy: page(() => import('../pages/reset-password-page')) },
          { path: 'privacy', lazy: page(() => import('../pages/privacy-page')) },
          { path: 'terms', lazy: page(() => import('../pages/terms-page')) },
          { path: 'group-bookings', lazy: page(() => import('../pages/group-bookings-page')) },
          { path: 'fear-of-flying', lazy: page(() => import('../pages/fear-of-flying-page')) },
          { path: 'simulator-hire', lazy: page(() => import('../pages/simulator-hire-page')) },
          { path: 'simulator-gatwick', lazy: page(() => import('../pages/simulator-gatwick-page')) },
          { path: 'simulator-exeter', lazy: page(() => import('../pages/simulator-exeter-page')) },
          { path: 'try-and-fly', lazy: page(() => import('../pages/try-and-fly-page')) },
          { path: 'confirmation', lazy: page(() => import('../pages/confirmation-page')) },
          { path: 'book-flight', lazy: page(() => import('../pages/book-flight-page')) },
          { path: 'manage-booking/:token', lazy: page(() => import('../pages/manage-booking-page')) },
          { path: 'team', lazy: page(() => import('../pages/team-page')) },
          { path: '*', lazy: page(() => import('../pages/not-found-page')) },
        ],
      },
    ],
  },
];
