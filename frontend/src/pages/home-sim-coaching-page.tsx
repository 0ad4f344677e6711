import { MonitorPlay } from 'lucide-react';
import { IconList, withIcon } from '../components/ui/icon-list';
import { Section } from '../components/ui/section';
import { useGetProductsQuery } from '../features/catalog/api/catalog-api';
import { ButtonLinks } from '../features/content/components/button-links';
import { ContentPage } from '../features/content/components/content-page';
import { FeatureGrid } from '../features/content/components/feature-grid';
import { PackageGrid } from '../features/content/components/package-card';
import { viewPackages } from '../features/content/data/calls-to-action';
import { coachingPackages, coachingRequirements, supportedSimulators } from '../features/content/data/coaching';
import type { Package } from '../features/content/data/types';

/** Each package a shop product sells at the shop's price now (undefined while the shop loads; a served page has it). */
function useShopPrices(items: Package[]): Package[] {
  const { data: products } = useGetProductsQuery();
  return items.map((item) => (item.product ? { ...item, pricePence: products?.find((product) => product.name === item.product)?.price } : item));
}

export default function HomeSimCoachingPage() {
  const packages = useShopPrices(coachingPackages);
  return (
    <ContentPage
      eyebrow="Online one-to-one coaching"
      title="Home Sim Coaching"
      subtitle="Learn to fly your home simulator like an airline pilot. Live online sessions on your own setup, with an instructor sharing your screen."
      actions={<ButtonLinks links={[viewPackages]} />}
    >
      <Section id="packages" tone="muted" eyebrow="Packages" title="Coaching Packages">
        <PackageGrid items={packages} />
      </Section>
      <Section eyebrow="Supported simulators" title="We Coach on Your Simulator">
        <IconList
          items={withIcon(MonitorPlay, supportedSimulators)}
          className="flex flex-wrap gap-3"
          itemClassName="inline-flex items-center gap-2 rounded-full border border-navy-100 bg-navy-50 px-5 py-3 font-semibold text-navy-800"
          iconClassName="size-5 text-accent-strong"
        />
      </Section>
      <Section tone="muted" eyebrow="Before you start" title="What You Need">
        <FeatureGrid items={coachingRequirements} columns={4} />
      </Section>
    </ContentPage>
  );
}
