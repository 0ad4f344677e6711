import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { FactList } from '../features/content/components/fact-list';
import { PackageGrid } from '../features/content/components/package-card';
import { introNotes, introPackages } from '../features/content/data/experiences';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Intro to the Airbus';

export default function IntroExperiencePage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="Airbus A320 experience"
        title={title}
        subtitle="Discover the world's most popular airliner from the captain's seat. Learn the flight deck, then take off, fly and land the A320 with an instructor beside you."
        actions={
          <>
            <ButtonLink to="#packages" size="lg">
              VIEW PACKAGES
            </ButtonLink>
            <ButtonLink to="/book-flight" size="lg" variant="outline">
              BOOK NOW
            </ButtonLink>
          </>
        }
      />
      <Section id="packages" tone="muted" eyebrow="Packages" title="Choose Your Experience" intro="Prices are per person and include your briefing and flight certificate.">
        <PackageGrid items={introPackages} />
      </Section>
      <Section title="Good to Know">
        <FactList items={introNotes} />
      </Section>
    </>
  );
}
