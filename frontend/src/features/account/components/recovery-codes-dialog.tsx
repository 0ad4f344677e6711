import { Button } from '../../../components/ui/button';
import { BlockingDialog } from '../../../components/ui/dialog';

/**
 * The 10 recovery codes, shown once when two-step sign-in has been set up: each signs in once instead of the app's
 * code (a lost or changed phone). Closed only by saying they are saved.
 */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <BlockingDialog
      title="Your recovery codes"
      description="Two-step sign-in is set up. Keep these codes somewhere safe, away from your phone: if you lose it, each code signs you in once instead of the app's code. They are shown only now."
    >
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
    </BlockingDialog>
  );
}
