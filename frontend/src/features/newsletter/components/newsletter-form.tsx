import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The footer sign-up form; sending it to /api/newsletter comes with the newsletter feature. */
export function NewsletterForm() {
  const emailId = useId();
  return (
    <form aria-label="Newsletter" className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={emailId} className="sr-only">
        Email address
      </label>
      <Input id={emailId} type="email" name="email" autoComplete="email" placeholder="Your email address" />
      <Button type="submit">Subscribe</Button>
    </form>
  );
}
