import { buttonClasses } from '../components/ui/button';
import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { ContentPage } from '../features/content/components/content-page';
import { CtaBand } from '../features/content/components/cta-band';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { ProgrammeGrid } from '../features/content/components/programme-card';
import { contactUs } from '../features/content/data/calls-to-action';
import { accreditations, professionalProgrammes } from '../features/content/data/professional-training';
import { site } from '../lib/site';

const heroLinks = [
  { label: 'REQUEST INFORMATION', to: '#contact' },
  { label: 'VIEW PROGRAMS', to: '#programs' },
];

export default function ProfessionalTrainingPage() {
  return (
    <ContentPage
      eyebrow="For aspiring and professional pilots"
      title="Professional Pilot Training"
      subtitle="Assessment preparation, multi-crew cooperation, type ratings and proficiency checks on the Airbus A320, with CAA/EASA qualified instructors."
      actions={<ButtonLinks links={heroLinks} />}
    >
      <Section eyebrow="Accreditation" title="Trusted Training Standards">
        <FeatureGrid items={accreditations} columns={4} />
      </Section>
      <Section
        id="programs"
        tone="muted"
        eyebrow="Programmes"
        title="Training Programmes"
        intro="Every programme is tailored to your licence, experience and goals. Ask us for details and dates."
      >
        <ProgrammeGrid items={professionalProgrammes} />
      </Section>
      <CtaBand
        id="contact"
        title="Take the Next Step in Your Career"
        actions={
          <>
            <ButtonLinks links={[contactUs]} />
            <a href={`mailto:${site.email}`} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              EMAIL US
            </a>
          </>
        }
      >
        Tell us where you are in your training and where you want to be. We will recommend the right programme and send you dates and
        prices. Call us on{' '}
        <a href={site.phone.href} className="font-semibold text-white underline">
          {site.phone.display}
        </a>
        .
      </CtaBand>
    </ContentPage>
  );
}
