import { ButtonLink, buttonClasses } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { CtaBand } from '../features/content/components/cta-band';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { ProgrammeCard } from '../features/content/components/programme-card';
import { accreditations, professionalProgrammes } from '../features/content/data/professional-training';
import { useDocumentTitle } from '../hooks/use-document-title';
import { site } from '../lib/site';

const title = 'Professional Pilot Training';

export default function ProfessionalTrainingPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero
        eyebrow="For aspiring and professional pilots"
        title={title}
        subtitle="Assessment preparation, multi-crew cooperation, type ratings and proficiency checks on the Airbus A320, with CAA/EASA qualified instructors."
        actions={
          <>
            <ButtonLink to="#contact" size="lg">
              REQUEST INFORMATION
            </ButtonLink>
            <ButtonLink to="#programs" size="lg" variant="outline">
              VIEW PROGRAMS
            </ButtonLink>
          </>
        }
      />
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
        <div className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {professionalProgrammes.map((programme) => (
            <ProgrammeCard key={programme.id} item={programme} />
          ))}
        </div>
      </Section>
      <CtaBand
        id="contact"
        title="Take the Next Step in Your Career"
        actions={
          <>
            <ButtonLink to="/#contact" size="lg">
              CONTACT US
            </ButtonLink>
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
    </>
  );
}
