import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { scenarioFeatures, scenarioPackages } from '../features/content/data/experiences';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Scenario Flights';

export default function ScenarioFlightsPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="Train like the professionals"
        title={title}
        subtitle="Storms, failures and the world's most demanding approaches. Put your skills to the test in the scenarios airline crews train for."
        actions={
          <ButtonLink to="#scenarios" size="lg">
            VIEW SCENARIOS
          </ButtonLink>
        }
      />
      <Section id="scenarios" tone="muted" eyebrow="Scenarios" title="Pick Your Challenge" intro="All scenarios are priced per session, for one pilot with an instructor.">
        <PackageGrid items={scenarioPackages} />
      </Section>
      <Section title="Why Fly a Scenario?">
        <FeatureGrid items={scenarioFeatures} />
      </Section>
    </>
  );
}
