import { Gift } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { Section } from '../components/ui/section';
import { CheckList } from '../features/content/components/check-list';
import { ContentPage } from '../features/content/components/content-page';
import { FactList } from '../features/content/components/fact-list';
import { tryAndFly } from '../features/content/data/try-and-fly';
import { bookingLink, useCatalogueOption } from '../lib/experiences';
import { formatPence } from '../lib/money';
import { NumberedSteps } from '../features/content/components/numbered-steps';

function BookingButtons() {
  return (
    <>
      <ButtonLink to={bookingLink(tryAndFly.books.experience, tryAndFly.books.option)} size="lg">
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
  const pricePence = useCatalogueOption(tryAndFly.books)?.pricePence;
  return (
    <ContentPage
      eyebrow="The perfect first flight"
      title="Try and Fly Experience"
      subtitle={`Never flown before? Take off, fly and land an Airbus A320 in ${tryAndFly.duration} with an instructor beside you. No experience needed.`}
      actions={<BookingButtons />}
    >
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
              <span className="font-display text-5xl font-extrabold">
                {pricePence === undefined ? '£…' : formatPence(pricePence)}
              </span>
              <span className="text-navy-200">{tryAndFly.duration}</span>
            </p>
            <div className="mt-8 flex flex-col gap-3">
              <BookingButtons />
            </div>
          </div>
        </div>
      </Section>
      <Section tone="muted" eyebrow="How it works" title="Brief, Fly, Land">
        <NumberedSteps steps={tryAndFly.steps} cardClassName="bg-white ring-1 ring-navy-100" />
      </Section>
      <Section title="Good to Know">
        <FactList items={tryAndFly.facts} />
      </Section>
    </ContentPage>
  );
}
