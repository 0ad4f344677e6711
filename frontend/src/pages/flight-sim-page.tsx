import { LazyImage } from '../components/ui/lazy-image';
import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { CheckList } from '../features/content/components/check-list';
import { ContentPage } from '../features/content/components/content-page';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { bookYourFlight, viewExperiences } from '../features/content/data/calls-to-action';
import { flightSimExperiences, flightSimWhyChoose, homeSimEnthusiastPoints } from '../features/content/data/experiences';
import { homeSimDesk } from '../lib/illustrations';

export default function FlightSimPage() {
  return (
    <ContentPage
      eyebrow="For home simulator pilots"
      title="Home Sim Flight Training"
      subtitle="You have flown the A320 at home. Now fly it on a full-size flight deck with a 220-degree wraparound view and an instructor who flies it for real."
      actions={<ButtonLinks links={[bookYourFlight, viewExperiences]} />}
    >
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
          <LazyImage {...homeSimDesk} className="w-full rounded-2xl shadow-2xl ring-1 ring-white/10" />
        </div>
      </Section>
      <Section id="experiences" tone="muted" eyebrow="Experiences" title="Choose Your Experience">
        <PackageGrid items={flightSimExperiences} />
      </Section>
    </ContentPage>
  );
}
