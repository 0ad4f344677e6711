import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { ContentPage } from '../features/content/components/content-page';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { scenarioFeatures, scenarioPackages } from '../features/content/data/experiences';

export default function ScenarioFlightsPage() {
  return (
    <ContentPage
      eyebrow="Train like the professionals"
      title="Scenario Flights"
      subtitle="Storms, failures and the world's most demanding approaches. Put your skills to the test in the scenarios airline crews train for."
      actions={<ButtonLinks links={[{ label: 'VIEW SCENARIOS', to: '#scenarios' }]} />}
    >
      <Section id="scenarios" tone="muted" eyebrow="Scenarios" title="Pick Your Challenge" intro="All scenarios are priced per session, for one pilot with an instructor.">
        <PackageGrid items={scenarioPackages} />
      </Section>
      <Section title="Why Fly a Scenario?">
        <FeatureGrid items={scenarioFeatures} />
      </Section>
    </ContentPage>
  );
}
