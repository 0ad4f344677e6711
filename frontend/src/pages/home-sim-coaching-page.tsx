import { MonitorPlay } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { coachingPackages, coachingRequirements, supportedSimulators } from '../features/content/data/coaching';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Home Sim Coaching';

export default function HomeSimCoachingPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="Online one-to-one coaching"
        title={title}
        subtitle="Learn to fly your home simulator like an airline pilot. Live online sessions on your own setup, with an instructor sharing your screen."
        actions={
          <ButtonLink to="#packages" size="lg">
            VIEW PACKAGES
          </ButtonLink>
        }
      />
      <Section id="packages" tone="muted" eyebrow="Packages" title="Coaching Packages">
        <PackageGrid items={coachingPackages} />
      </Section>
      <Section eyebrow="Supported simulators" title="We Coach on Your Simulator">
        <ul className="flex flex-wrap gap-3">
          {supportedSimulators.map((name) => (
            <li key={name} className="inline-flex items-center gap-2 rounded-full border border-navy-100 bg-navy-50 px-5 py-3 font-semibold text-navy-800">
              <MonitorPlay aria-hidden className="size-5 text-accent-strong" />
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" eyebrow="Before you start" title="What You Need">
        <FeatureGrid items={coachingRequirements} columns={4} />
      </Section>
    </>
  );
}
