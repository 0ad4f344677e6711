import { Mail, MapPin, Phone } from 'lucide-react';
import { BrandMark } from '../../components/brand-mark';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { site } from '../../lib/site';
import { NavLinkItems } from './nav-link-items';
import { footerGroups } from './navigation';
import { SocialIcon } from './social-icons';

const headingClasses = 'text-sm font-semibold tracking-[0.2em] text-white uppercase';

export function Footer() {
  return (
    <footer className="bg-navy-950 text-navy-200">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.5fr] lg:px-8">
        <div className="text-white">
          <BrandMark />
          <p className="mt-5 max-w-xs text-sm text-navy-200">
            Airbus A320 simulator experiences near Exeter, Devon, with CAA/EASA qualified instructors.
          </p>
          <ul className="mt-6 flex gap-3">
            {site.social.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={network}
                  className="grid size-10 place-items-center rounded-full border border-white/15 transition-colors hover:border-accent hover:text-accent"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerGroups.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <h2 className={headingClasses}>{column.label}</h2>
            <ul className="mt-5 grid gap-3 text-sm">
              <NavLinkItems links={column.links} linkClassName="hover:text-white hover:underline" />
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={headingClasses}>Newsletter</h2>
          <p className="mt-5 mb-4 text-sm">Special offers and new experiences, straight to your inbox.</p>
          <NewsletterForm />
          <address className="mt-8 grid gap-3 text-sm not-italic">
            <span className="flex gap-2">
              <MapPin aria-hidden className="size-4 shrink-0 text-accent" />
              {[...site.address.lines, site.address.postcode].join(', ')}
            </span>
            <a href={site.phone.href} className="flex gap-2 hover:text-white">
              <Phone aria-hidden className="size-4 shrink-0 text-accent" />
              {site.phone.display}
            </a>
            <a href={`mailto:${site.email}`} className="flex gap-2 hover:text-white">
              <Mail aria-hidden className="size-4 shrink-0 text-accent" />
              {site.email}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-navy-300 lg:px-8">
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
