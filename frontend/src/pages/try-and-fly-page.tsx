import { Gift } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { CheckList } from '../features/content/components/check-list';
import { FactList } from '../features/content/components/fact-list';
import { tryAndFly } from '../features/content/data/try-and-fly';
import { useDocumentTitle } from '../hooks/use-document-title';
import { formatPence } from '../lib/money';

const title = 'Try and Fly Experience';

function BookingButtons() {
  return (
    <>
      <ButtonLink to="/book-flight" size="lg">
        BOOK NOW
      </ButtonLink>
      <ButtonLink to="/shop" size="lg" variant="outline">
        <Gift aria-hidden />
        BUY A GIFT CARD
      </ButtonLink>
    </>
  );
}

export default function TryAndFlyPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="The perfect first flight"
        title={title}
        subtitle={`Never flown before? Take off, fly and land an Airbus A320 in ${tryAndFly.duration} with an instructor beside you. No experience needed.`}
        actions={<BookingButtons />}
      />
      <Section>
        <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h2 className="text-3xl sm:text-4xl">Your First Hour at the Controls</h2>
            <p className="mt-4 text-lg text-navy-700">
              Our most popular gift and the best way to discover flying. Your instructor takes care of everything else, so you can
              enjoy the view from the captain’s seat.
            </p>
            <div className="mt-8 text-lg">
              <CheckList items={tryAndFly.includes} />
            </div>
          </div>
          <div className="rounded-2xl bg-navy-900 p-8 text-white shadow-xl">
            <p className="text-sm font-semibold tracking-[0.2em] text-navy-300 uppercase">Try and Fly</p>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
              <span className="font-display text-5xl font-extrabold">{formatPence(tryAndFly.pricePence)}</span>
              <span className="text-navy-200">{tryAndFly.duration}</span>
            </p>
            <div className="mt-8 flex flex-col gap-3">
              <BookingButtons />
            </div>
          </div>
        </div>
      </Section>
      <Section tone="muted" eyebrow="How it works" title="Brief, Fly, Land">
        <ol className="grid gap-6 md:grid-cols-3">
          {tryAndFly.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <span className="grid size-10 place-items-center rounded-full bg-navy-900 font-display font-bold text-accent">{index + 1}</span>
              <h3 className="mt-4 text-lg">{step.title}</h3>
              <p className="mt-2 text-navy-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Good to Know">
        <FactList items={tryAndFly.facts} />
      </Section>
    </>
  );
}
