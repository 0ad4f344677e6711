import { ArrowRight, Clock } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Section } from '../../../components/ui/section';
import { lowestPrice, useExperienceOnSale } from '../../../lib/experiences';
import { formatShortPence } from '../../../lib/money';
import type { Program } from '../data/home-content';

/** '£129', or 'from £149' for an experience of several options; '£…' while the catalogue loads. */
function ProgramPrice({ program }: { program: Program }) {
  const experience = useExperienceOnSale(program.experience);
  const price = experience ? formatShortPence(lowestPrice(experience)) : '£…';
  const from = program.priceFrom || (experience?.options.length ?? 0) > 1;
  return <p className="shrink-0 font-display text-lg font-extrabold text-navy-900">{from ? `from ${price}` : price}</p>;
}

function ProgramCard({ program }: { program: Program }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="group flex flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/10] overflow-hidden bg-navy-900">
        <LazyImage
          src={program.image}
          alt=""
          width={640}
          height={400}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {program.duration ? (
          <span className="absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full bg-navy-950/80 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
            <Clock aria-hidden className="size-3.5 text-accent" />
            {program.duration}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-4">
          <h3 id={headingId} className="text-xl">
            {program.title}
          </h3>
          <ProgramPrice program={program} />
        </div>
        <p className="mt-3 flex-1 text-navy-700">{program.description}</p>
        <ButtonLink to={program.to} variant="secondary" className="mt-6 self-start">
          LEARN MORE<span className="sr-only">{` about ${program.title}`}</span>
          <ArrowRight aria-hidden />
        </ButtonLink>
      </div>
    </article>
  );
}

export function ProgramsSection({ programs }: { programs: Program[] }) {
  return (
    <Section
      id="experiences"
      tone="muted"
      eyebrow="Experiences and programmes"
      title="Choose Your Flight"
      intro="From a first hour at the controls to a course that ends a fear of flying: every programme is flown on a full-size A320 flight deck with an instructor beside you."
    >
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {programs.map((program) => (
          <ProgramCard key={program.id} program={program} />
        ))}
      </div>
    </Section>
  );
}
