import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Section } from '../../../components/ui/section';
import { site } from '../../../lib/site';
import { openingHours } from '../data/contact-details';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { MapEmbed } from './map-embed';

// The form (and its API slice) is fetched as the section nears the screen: it is far below the fold of the
// home page, whose first load must stay within the JavaScript budget.
const ContactForm = lazy(() => import('./contact-form').then(({ ContactForm }) => ({ default: ContactForm })));

/** #booking: the simulator hire page's ENQUIRE NOW lands on the form (docs/product.md, Pages). */
function ContactFormSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} id="booking" className="min-h-[39.5rem] scroll-mt-28 sm:min-h-[28rem]">
      {near ? (
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      ) : null}
    </div>
  );
}

function Detail({ icon: Icon, title, children }: { icon: typeof Clock; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-navy-900 text-accent">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base">{title}</h3>
        <div className="mt-1 text-navy-700">{children}</div>
      </div>
    </div>
  );
}

/** The contact section (#contact): the enquiry form, opening hours, address, phone, e-mail and the map. */
export function ContactSection() {
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Get in Touch"
      intro="Questions about an experience, a gift voucher or a group day? Send us a message and we will get back to you as soon as possible."
    >
      <div className="grid gap-10 lg:grid-cols-[1.25fr_1fr] lg:gap-14">
        <div className="self-start rounded-2xl bg-white p-6 shadow-lg ring-1 ring-navy-100 sm:p-8">
          <h3 className="mb-6 text-xl">Send us a message</h3>
          <ContactFormSlot />
        </div>
        <div className="grid content-start gap-8">
          <Detail icon={MapPin} title="Visit us">
            <address className="not-italic">
              {site.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="block">{site.address.postcode}</span>
            </address>
          </Detail>
          <Detail icon={Phone} title="Call us">
            <a href={site.phone.href} className="font-semibold text-navy-900 underline-offset-4 hover:underline">
              {site.phone.display}
            </a>
          </Detail>
          <Detail icon={Mail} title="Email us">
            <a href={`mailto:${site.email}`} className="font-semibold break-all text-navy-900 underline-offset-4 hover:underline">
              {site.email}
            </a>
          </Detail>
          <Detail icon={Clock} title="Opening hours">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              {openingHours.map(({ days, hours }) => (
                <div key={days} className="contents">
                  <dt>{days}</dt>
                  <dd className="font-semibold text-navy-900 tabular-nums">{hours}</dd>
                </div>
              ))}
            </dl>
          </Detail>
          <MapEmbed />
        </div>
      </div>
    </Section>
  );
}
