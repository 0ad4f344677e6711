import { LazyImage } from '../components/ui/lazy-image';
import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { CheckList } from '../features/content/components/check-list';
import { ContentPage } from '../features/content/components/content-page';
import { CtaBand } from '../features/content/components/cta-band';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { ProgrammeGrid } from '../features/content/components/programme-card';
import { contactUs, enquireNow, requestAQuote } from '../features/content/data/calls-to-action';
import { gatwickCertifications, gatwickFacilities, gatwickHighlights, gatwickProgrammes } from '../features/content/data/simulators';
import { fullFlightSimulator } from '../lib/illustrations';

export default function SimulatorGatwickPage() {
  return (
    <ContentPage
      eyebrow="Level D full flight simulator"
      title="Full Flight Sim - Gatwick"
      subtitle="Professional A320 training near London Gatwick, operated with our training partner: multi-crew cooperation, type ratings and proficiency checks."
      actions={<ButtonLinks links={[enquireNow]} />}
    >
      <Section eyebrow="Programmes" title="Training Programmes" intro="All Gatwick programmes are by enquiry: tell us what you need and we will send dates and a quote.">
        <ProgrammeGrid items={gatwickProgrammes} />
      </Section>
      <Section tone="dark" eyebrow="Facilities" title="The Training Centre">
        <FeatureGrid items={gatwickFacilities} tone="dark" columns={4} />
      </Section>
      <Section tone="muted" eyebrow="Certifications" title="Certified to Airline Standards">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-navy-100">
            <CheckList items={gatwickCertifications} />
          </div>
          <LazyImage {...fullFlightSimulator} className="w-full rounded-2xl shadow-xl" />
        </div>
      </Section>
      <Section eyebrow="Why train with us" title="Training Built Around You">
        <FeatureGrid items={gatwickHighlights} />
      </Section>
      <CtaBand title="Plan Your Training" actions={<ButtonLinks links={[contactUs, requestAQuote]} />}>
        Tell us your licence, experience and goals, and we will recommend a programme with dates and a quote.
      </CtaBand>
    </ContentPage>
  );
}
