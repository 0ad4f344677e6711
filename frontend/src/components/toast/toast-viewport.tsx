import * as Toast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';
import { selectToast, toastDismissed } from './toast.slice';

/** Shows the current toast (docs/product.md, Texts and timings: 5 s, swipe right past 50 px, F8 focuses the viewport). */
export default function ToastViewport() {
  const toast = useAppSelector(selectToast);
  const dispatch = useAppDispatch();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toast ? (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dispatch(toastDismissed(toast.id));
          }}
          className={clsx(
            'relative grid gap-1 rounded-lg border p-4 pr-10 shadow-xl',
            'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-swipe-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
            toast.variant === 'destructive' ? 'border-red-700 bg-red-600 text-white' : 'border-navy-100 bg-white text-navy-900',
          )}
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description className="text-sm opacity-90">{toast.description}</Toast.Description> : null}
          <Toast.Close aria-label="Close" className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
