import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirmSubscriptionMutation, useUnsubscribeMutation } from '../api/newsletter-api';

const TEXTS = {
  confirm: {
    pending: 'Confirming your subscription',
    done: 'Thank you: your subscription is confirmed. You can unsubscribe at any time with the link in every newsletter.',
    failed: 'This confirmation link is not valid any more. Please subscribe again with the form below.',
  },
  unsubscribe: {
    pending: 'Unsubscribing',
    done: 'You are unsubscribed: we will not send you the newsletter again.',
    failed: 'We could not unsubscribe you just now. Please try the link again, or write to us.',
  },
} as const;

/**
 * What the newsletter e-mail's links open: the page sends the link's token once (a click is the
 * visitor's request; mail scanners that only fetch the page change nothing) and says how it went.
 */
export function NewsletterLinkResult({ action }: { action: keyof typeof TEXTS }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, confirmState] = useConfirmSubscriptionMutation();
  const [unsubscribe, unsubscribeState] = useUnsubscribeMutation();
  const state = action === 'confirm' ? confirmState : unsubscribeState;

  useEffect(() => {
    void (action === 'confirm' ? confirm(token) : unsubscribe(token));
  }, [action, token, confirm, unsubscribe]);

  const texts = TEXTS[action];
  if (state.isSuccess) return <p role="status">{texts.done}</p>;
  if (state.isError) return <p role="alert">{texts.failed}</p>;
  return <Spinner label={texts.pending} />;
}
