import { LazyImage } from '../components/ui/lazy-image';
import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { ContentPage } from '../features/content/components/content-page';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { bookNow, viewExperiences } from '../features/content/data/calls-to-action';
import { exeterExperiences, exeterSimulatorFeatures } from '../features/content/data/simulators';
import { a320FlightDeck } from '../lib/illustrations';

export default function SimulatorExeterPage() {
  return (
    <ContentPage
      eyebrow="Airbus A320 · East Devon"
      title="Fixed Base Sim - Exeter"
      subtitle="Our Airbus A320 fixed-base simulator near Exeter: a full-size flight deck, a 220-degree wraparound view and instructors who love to share it."
      actions={<ButtonLinks links={[bookNow, viewExperiences]} />}
    >
      <Section eyebrow="The simulator" title="A Real A320 Flight Deck">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <LazyImage {...a320FlightDeck} className="w-full rounded-2xl shadow-xl" />
          <FeatureGrid items={exeterSimulatorFeatures} columns={2} />
        </div>
      </Section>
      <Section id="experiences" tone="muted" eyebrow="Experiences" title="Experiences at Exeter">
        <PackageGrid items={exeterExperiences} />
      </Section>
    </ContentPage>
  );
}
