import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { toastShown, type ToastMessage } from './toast.slice';

export function useToast() {
  const dispatch = useAppDispatch();
  const toast = useCallback((message: ToastMessage) => void dispatch(toastShown(message)), [dispatch]);
  return { toast };
}
