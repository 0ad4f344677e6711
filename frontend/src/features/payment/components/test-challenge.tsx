import { X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** What the challenge page's answer says (its `data-outcome`), or 'closed' when the customer closed it. */
export interface ChallengeAnswer {
  outcome: string;
  message: string;
}

/**
 * The built-in test provider's 3-D Secure challenge, in a frame as Stripe shows the bank's page: the customer completes
 * or fails it there, or closes it here. The page is the API's, on this origin, so its answer is read from its document.
 */
export function TestChallenge({ url, onAnswered, onClose }: { url: string; onAnswered: (answer: ChallengeAnswer) => void; onClose: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);

  const readAnswer = () => {
    const shown = frame.current?.contentDocument?.querySelector<HTMLElement>('[data-outcome]');
    if (shown?.dataset.outcome) onAnswered({ outcome: shown.dataset.outcome, message: shown.dataset.message ?? '' });
  };

  return (
    <section aria-label="Authenticate your payment" className="grid gap-2 rounded-lg border-2 border-navy-200 p-2">
      <div className="flex items-center justify-between gap-2 pl-1">
        <p className="font-semibold text-navy-800">Your bank needs to confirm this payment</p>
        <Button type="button" variant="ghost" size="icon" aria-label="Close authentication" onClick={onClose}>
          <X aria-hidden />
        </Button>
      </div>
      <iframe ref={frame} src={url} title="3D Secure authentication" onLoad={readAnswer} className="h-[28rem] w-full rounded border-0 bg-white sm:h-80" />
    </section>
  );
}
