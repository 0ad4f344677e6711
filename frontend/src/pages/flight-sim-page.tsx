import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { CheckList } from '../features/content/components/check-list';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { flightSimExperiences, flightSimWhyChoose, homeSimEnthusiastPoints } from '../features/content/data/experiences';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Home Sim Flight Training';

export default function FlightSimPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="For home simulator pilots"
        title={title}
        subtitle="You have flown the A320 at home. Now fly it on a full-size flight deck with a 220-degree wraparound view and an instructor who flies it for real."
        actions={
          <>
            <ButtonLink to="/book-flight" size="lg">
              BOOK YOUR FLIGHT
            </ButtonLink>
            <ButtonLink to="#experiences" size="lg" variant="outline">
              VIEW EXPERIENCES
            </ButtonLink>
          </>
        }
      />
      <Section eyebrow="Why choose us" title="Why Choose Us">
        <FeatureGrid items={flightSimWhyChoose} />
      </Section>
      <Section tone="dark" eyebrow="Home sim enthusiasts" title="Built for Home Sim Enthusiasts">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div className="text-lg">
            <p className="mb-8 text-navy-200">
              Bring your checklists and your questions. Our instructors speak fluent Microsoft Flight Simulator and X-Plane, and will show
              you how the real procedures feel with real hardware under your hands.
            </p>
            <CheckList items={homeSimEnthusiastPoints} tone="dark" />
          </div>
          <img
            src="/images/programs/home-sim-coaching.svg"
            alt="Illustration of a home flight simulator desk: a monitor showing an A320 on approach, a sidestick and a headset"
            loading="lazy"
            decoding="async"
            width={640}
            height={400}
            className="w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
        </div>
      </Section>
      <Section id="experiences" tone="muted" eyebrow="Experiences" title="Choose Your Experience">
        <PackageGrid items={flightSimExperiences} />
      </Section>
    </>
  );
}
