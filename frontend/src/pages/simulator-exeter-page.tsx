import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { exeterExperiences, exeterSimulatorFeatures } from '../features/content/data/simulators';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Fixed Base Sim - Exeter';

export default function SimulatorExeterPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="Airbus A320 · East Devon"
        title={title}
        subtitle="Our Airbus A320 fixed-base simulator near Exeter: a full-size flight deck, a 220-degree wraparound view and instructors who love to share it."
        actions={
          <>
            <ButtonLink to="/book-flight" size="lg">
              BOOK NOW
            </ButtonLink>
            <ButtonLink to="#experiences" size="lg" variant="outline">
              VIEW EXPERIENCES
            </ButtonLink>
          </>
        }
      />
      <Section eyebrow="The simulator" title="A Real A320 Flight Deck">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <img
            src="/images/a320-flight-deck.svg"
            alt="Illustration of the A320 flight deck: two pilot seats, glowing flight displays and a wraparound view of a runway at dusk"
            loading="lazy"
            decoding="async"
            width={720}
            height={480}
            className="w-full rounded-2xl shadow-xl"
          />
          <FeatureGrid items={exeterSimulatorFeatures} columns={2} />
        </div>
      </Section>
      <Section id="experiences" tone="muted" eyebrow="Experiences" title="Experiences at Exeter">
        <PackageGrid items={exeterExperiences} />
      </Section>
    </>
  );
}
