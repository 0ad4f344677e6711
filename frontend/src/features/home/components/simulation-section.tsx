import { LazyImage } from '../../../components/ui/lazy-image';
import { Section } from '../../../components/ui/section';
import { a320FlightDeck } from '../../../lib/illustrations';
import type { SimulatorFeature } from '../data/home-content';

/** "Advanced Flight Simulation": the simulator's key features, over an illustration of the flight deck. */
export function SimulationSection({ features }: { features: SimulatorFeature[] }) {
  return (
    <Section
      id="training"
      tone="dark"
      eyebrow="The simulator"
      title="Advanced Flight Simulation"
      intro="Our Airbus A320 fixed-base simulator recreates the flight deck switch for switch, wrapped in a 220-degree visual system with live scenery, ATC and weather."
    >
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr]">
        <LazyImage {...a320FlightDeck} className="w-full rounded-2xl shadow-2xl ring-1 ring-white/10" />
        <ul className="grid gap-6 sm:grid-cols-2">
          {features.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="text-base">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-navy-200">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
