import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { apiErrorMessage } from '../../lib/api-error';
import { toastShown, type ToastMessage } from './toast.slice';

export function useToast() {
  const dispatch = useAppDispatch();
  const toast = useCallback((message: ToastMessage) => void dispatch(toastShown(message)), [dispatch]);
  /** A failed API call as a red toast: the given title, and the server's message or else the fallback. */
  const toastApiError = useCallback(
    (title: string, error: unknown, fallback?: string) => toast({ title, description: apiErrorMessage(error, fallback), variant: 'destructive' }),
    [toast],
  );
  return { toast, toastApiError };
}
