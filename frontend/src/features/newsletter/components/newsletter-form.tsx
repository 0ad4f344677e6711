import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useAppDispatch } from '../../../lib/store-hooks';

/**
 * The footer sign-up form (docs/product.md, Newsletter and personal data): an empty address is refused here; while the
 * request runs the button shows '...'; success clears the field. One uncontrolled field: the footer is on
 * every page's first load, too small a form to pay for react-hook-form there, and the API is downloaded on the first
 * sign-up.
 */
export function NewsletterForm() {
  const emailId = useId();
  const [pending, setPending] = useState(false);
  const dispatch = useAppDispatch();
  const { toast, toastApiError } = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    if (!email.trim()) {
      toast({ title: 'Email Required', description: 'Please enter your email address.', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const { newsletterApi } = await import('../api/newsletter-api');
      await dispatch(newsletterApi.endpoints.subscribe.initiate({ email })).unwrap();
      // Double opt-in (docs/product.md, Newsletter and personal data): nothing is sent until the e-mailed link is followed.
      toast({ title: 'Subscribed!', description: 'Please check your email to confirm your subscription.' });
      form.reset();
    } catch (error) {
      toastApiError('Subscription Failed', error, 'Please check your email and try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form aria-label="Newsletter" className="flex gap-2" onSubmit={onSubmit}>
      <label htmlFor={emailId} className="sr-only">
        Email address
      </label>
      <Input id={emailId} type="email" autoComplete="email" placeholder="Your email address" name="email" />
      <Button type="submit" disabled={pending} aria-busy={pending} className="min-w-28">
        {pending ? (
          <>
            <span aria-hidden>...</span>
            <span className="sr-only">Subscribing</span>
          </>
        ) : (
          'Subscribe'
        )}
      </Button>
    </form>
  );
}
