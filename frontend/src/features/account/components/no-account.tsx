import { CircleAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { SkyBackdrop } from '../../../components/ui/sky-backdrop';
import { site } from '../../../lib/site';

/** /no-account (docs/product.md, Accounts: we e-mail a link to set a password, never credentials). */
export function NoAccount() {
  return (
    <section className="relative isolate grid min-h-[70dvh] place-items-center px-4 py-20 text-white">
      <SkyBackdrop />
      <div className="w-full max-w-xl rounded-2xl border border-white/10 bg-navy-950/60 p-8 text-center shadow-2xl backdrop-blur">
        <CircleAlert aria-hidden className="mx-auto size-12 text-accent" />
        <h1 className="mt-4 text-3xl sm:text-4xl">NO ACCOUNT FOUND</h1>
        <p className="mt-2 text-lg font-semibold text-navy-100">Invalid email or password</p>
        <p className="mt-6 text-navy-100">
          Accounts are created automatically when you book a session with us. After your booking we e-mail you a link to set your
          password, and you can then sign in to see your upcoming sessions.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/book-flight">BOOK A SESSION</ButtonLink>
          <ButtonLink to="/account" variant="outline">
            Try Logging In Again
          </ButtonLink>
        </div>
        <p className="mt-8 text-sm text-navy-200">
          Booked already but lost the e-mail? Use Forgot password on the sign-in page, or contact us at{' '}
          <a className="font-semibold text-white underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
