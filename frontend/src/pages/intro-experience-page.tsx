import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { ContentPage } from '../features/content/components/content-page';
import { FactList } from '../features/content/components/fact-list';
import { PackageGrid } from '../features/content/components/package-card';
import { bookNow, viewPackages } from '../features/content/data/calls-to-action';
import { introAirbusPackages, introNotes, introPackages } from '../features/content/data/experiences';

export default function IntroExperiencePage() {
  return (
    <ContentPage
      eyebrow="Airbus A320 experience"
      title="Intro to the Airbus"
      subtitle="Discover the world's most popular airliner from the captain's seat. Learn the flight deck, then take off, fly and land the A320 with an instructor beside you."
      actions={<ButtonLinks links={[viewPackages, bookNow]} />}
    >
      <Section id="packages" tone="muted" eyebrow="Packages" title="Choose Your Experience" intro="Prices are per person and include your briefing and flight certificate.">
        <PackageGrid items={introAirbusPackages} />
      </Section>
      <Section eyebrow="More time on the A320" title="More Ways to Fly">
        <PackageGrid items={introPackages} />
      </Section>
      <Section title="Good to Know">
        <FactList items={introNotes} />
      </Section>
    </ContentPage>
  );
}
