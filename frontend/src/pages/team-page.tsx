import { Handshake } from 'lucide-react';
import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { ContentPage } from '../features/content/components/content-page';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { TeamProfiles } from '../features/content/components/team-profiles';
import { bookYourFlight, contactUs } from '../features/content/data/calls-to-action';
import { partnership, reasonsToChoose, teamMembers, teamValues } from '../features/content/data/team';
import { site } from '../lib/site';

export default function TeamPage() {
  return (
    <ContentPage
      eyebrow="The people behind the flight deck"
      title="Meet the Team"
      subtitle="Airline pilots, instructors and an operations team who share one aim: to make your time in the A320 unforgettable."
    >
      <Section tone="muted" eyebrow="Our team" title="Who You'll Fly With">
        <TeamProfiles members={teamMembers} />
      </Section>
      <Section eyebrow="Our values" title="What We Stand For">
        <FeatureGrid items={teamValues} columns={4} />
      </Section>
      <Section tone="dark">
        <div className="flex flex-col gap-8 md:flex-row md:items-center">
          <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-accent text-navy-950">
            <Handshake aria-hidden className="size-8" />
          </span>
          <div>
            <h2 className="text-2xl sm:text-3xl">Our Training Partnership</h2>
            <p className="mt-3 max-w-3xl text-lg text-navy-200">{partnership}</p>
          </div>
        </div>
      </Section>
      <Section tone="muted" eyebrow={`Why ${site.name}`} title="Why Choose Us">
        <FeatureGrid items={reasonsToChoose} />
        <div className="mt-12 flex flex-wrap gap-4">
          <ButtonLinks links={[bookYourFlight, contactUs]} />
        </div>
      </Section>
    </ContentPage>
  );
}
