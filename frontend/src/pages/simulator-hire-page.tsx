import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { CheckList } from '../features/content/components/check-list';
import { ContentPage } from '../features/content/components/content-page';
import { CtaBand } from '../features/content/components/cta-band';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { contactUs } from '../features/content/data/calls-to-action';
import { hireInclusions, hirePackages, hireUseCases } from '../features/content/data/groups-and-hire';

export default function SimulatorHirePage() {
  return (
    <ContentPage
      eyebrow="Exclusive use of our A320"
      title="Simulator Hire"
      subtitle="Hire the Airbus A320 fixed-base simulator by the half day, the day or longer: for training, events or as much practice as you like."
      actions={<ButtonLinks links={[{ label: 'REQUEST A BOOKING', to: '#booking' }]} />}
    >
      <Section tone="muted" eyebrow="Packages" title="Hire Packages" intro="Prices include VAT. Instructor time can be added to any package.">
        <PackageGrid items={hirePackages} />
      </Section>
      <Section eyebrow="Who hires us" title="Ideal For">
        <FeatureGrid items={hireUseCases} columns={4} />
      </Section>
      <Section tone="muted" title="What's Included">
        <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-navy-100">
          <CheckList items={hireInclusions} columns={2} />
        </div>
      </Section>
      <CtaBand
        id="booking"
        title="Book the Simulator"
        actions={<ButtonLinks links={[contactUs, { label: 'ENQUIRE NOW', to: '/#booking' }]} />}
      >
        Tell us the dates, how many people and what you would like to fly, and we will confirm availability and a quote.
      </CtaBand>
    </ContentPage>
  );
}
