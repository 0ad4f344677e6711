import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The dialog panel with its overlay, title and close button; put it inside a <Dialog>. */
export function DialogContent({ title, description, children, className }: DialogContentProps) {
  // What had the focus as the dialog opened (the button that opened it) has it again once the dialog closes. Radix
  // gives it to a Trigger, which these dialogs, opened by the page's own buttons and steps, do not have: the focus
  // went to the page's body, and a keyboard or screen reader user started again from the top.
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70 data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        onOpenAutoFocus={() => {
          opener.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        }}
        // Without a description Radix expects the attribute to be cleared explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-xl bg-white p-6 text-navy-900 shadow-2xl data-[state=open]:animate-fade-in',
          className,
        )}
      >
        <RadixDialog.Title className="pr-8 text-2xl">{title}</RadixDialog.Title>
        {description ? <RadixDialog.Description className="mt-2 text-navy-600">{description}</RadixDialog.Description> : null}
        <div className="mt-6">{children}</div>
        <RadixDialog.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-1 text-navy-500 hover:bg-navy-50 hover:text-navy-900"
        >
          <X aria-hidden className="size-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * A dialog that is open while it is shown and closes only by its own buttons: Escape and a click outside do nothing,
 * and it has no close button (what it asks cannot be skipped).
 */
export function BlockingDialog({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70" />
        <RadixDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-navy-900 shadow-2xl"
        >
          <RadixDialog.Title className="text-2xl">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-navy-600">{description}</RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
