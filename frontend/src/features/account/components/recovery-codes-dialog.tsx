import * as RadixDialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/ui/button';

/**
 * The 10 recovery codes, shown once when two-step sign-in has been set up: each signs in once instead of the app's
 * code (a lost or changed phone). Closed only by saying they are saved.
 */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70" />
        <RadixDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-navy-900 shadow-2xl"
        >
          <RadixDialog.Title className="text-2xl">Your recovery codes</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-navy-600">
            Two-step sign-in is set up. Keep these codes somewhere safe, away from your phone: if you lose it, each code signs you
            in once instead of the app's code. They are shown only now.
          </RadixDialog.Description>
          <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg">
            {codes.map((code) => (
              <li key={code} className="rounded-md bg-navy-50 px-3 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
              Copy
            </Button>
            <Button onClick={onDone}>I HAVE SAVED THEM</Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
