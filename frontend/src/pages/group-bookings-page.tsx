import { Users } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import { Section } from '../components/ui/section';
import { ButtonLinks } from '../features/content/components/button-links';
import { CheckList } from '../features/content/components/check-list';
import { ContentPage } from '../features/content/components/content-page';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackagePrice } from '../features/content/components/package-card';
import { groupHire, groupOccasions } from '../features/content/data/groups-and-hire';

export default function GroupBookingsPage() {
  return (
    <ContentPage
      eyebrow="Teams, parties and clubs"
      title="Group Bookings"
      subtitle="Take over the A320 simulator for the day. Everyone flies, everyone lands, and everyone leaves with a certificate."
      actions={<ButtonLinks links={[groupHire.cta]} />}
    >
      <Section tone="muted">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-amber-700 uppercase">Exclusive hire</p>
            <h2 className="text-3xl sm:text-4xl">{groupHire.name}</h2>
            <PackagePrice pence={groupHire.pricePence} suffix={groupHire.priceSuffix} className="mt-6" />
            <p className="mt-3 inline-flex items-center gap-2 font-semibold text-navy-700">
              <Users aria-hidden className="size-5 text-accent-strong" />
              {groupHire.participants}
            </p>
            <ButtonLink to={groupHire.cta.to} size="lg" className="mt-8">
              {groupHire.cta.label}
            </ButtonLink>
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-navy-100">
            <h3 className="mb-6 text-xl">Included in your day</h3>
            <CheckList items={groupHire.inclusions} />
          </div>
        </div>
      </Section>
      <Section eyebrow="Perfect for" title="Made for Groups">
        <FeatureGrid items={groupOccasions} />
      </Section>
    </ContentPage>
  );
}
