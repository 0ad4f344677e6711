import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { CheckList } from '../features/content/components/check-list';
import { CtaBand } from '../features/content/components/cta-band';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { hireInclusions, hirePackages, hireUseCases } from '../features/content/data/groups-and-hire';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Simulator Hire';

export default function SimulatorHirePage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="Exclusive use of our A320"
        title={title}
        subtitle="Hire the Airbus A320 fixed-base simulator by the half day, the day or longer: for training, events or as much practice as you like."
        actions={
          <ButtonLink to="#booking" size="lg">
            REQUEST A BOOKING
          </ButtonLink>
        }
      />
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
        actions={
          <>
            <ButtonLink to="/#contact" size="lg">
              CONTACT US
            </ButtonLink>
            <ButtonLink to="/#booking" size="lg" variant="outline">
              ENQUIRE NOW
            </ButtonLink>
          </>
        }
      >
        Tell us the dates, how many people and what you would like to fly, and we will confirm availability and a quote.
      </CtaBand>
    </>
  );
}
