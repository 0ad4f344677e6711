import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../lib/store-hooks';
import { selectToast } from './toast.slice';

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * Notifications. Their code (Radix Toast) is downloaded with the first toast rather than with every page; once a toast
 * has been shown the slice keeps it (closed), so the viewport stays mounted from then on.
 */
export function Toaster() {
  const toast = useAppSelector(selectToast);
  return toast ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
