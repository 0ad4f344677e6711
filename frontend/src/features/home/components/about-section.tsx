import { IconList, type IconListItem } from '../../../components/ui/icon-list';
import { Section } from '../../../components/ui/section';
import { site } from '../../../lib/site';
import type { Stat } from '../data/home-content';

/** The about section (#about) with its four stat cards. */
export function AboutSection({ stats, highlights }: { stats: Stat[]; highlights: IconListItem[] }) {
  return (
    <Section id="about" eyebrow="About us" title={`About ${site.name}`}>
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="space-y-5 text-lg leading-relaxed text-navy-700">
          <p>
            We started {site.name} to share the thrill of flying an airliner with everyone, not just airline pilots. Our Airbus A320
            fixed-base simulator near Exeter puts you in the captain’s seat of the world’s most popular airliner, with an instructor
            beside you from briefing to touchdown.
          </p>
          <p>
            Beginners, home-sim enthusiasts, nervous flyers and aspiring pilots all fly with us, and our training partner near
            Gatwick takes professional crews further in a Level D full flight simulator.
          </p>
          <IconList
            items={highlights}
            className="flex flex-wrap gap-3 pt-2 text-base"
            itemClassName="inline-flex items-center gap-2 rounded-full bg-navy-50 px-4 py-2 font-semibold text-navy-800"
            iconClassName="size-4 text-accent-strong"
          />
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {stats.map(({ icon: Icon, value, label }) => (
            <div key={label} className="relative flex flex-col rounded-2xl bg-navy-900 p-6 pt-16 text-white shadow-lg">
              <dt className="order-2 mt-1 text-sm font-medium text-navy-200">
                <Icon aria-hidden className="absolute top-6 left-6 size-7 text-accent" />
                {label}
              </dt>
              <dd className="order-1 mt-4 font-display text-4xl font-extrabold tracking-tight sm:text-5xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
