import { ShieldCheck, Star, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { IconList } from '../../../components/ui/icon-list';
import type { Hero } from '../data/home-content';

// Fetched only when a video is configured, so the still image costs no script.
const HeroVideo = lazy(() => import('./hero-video').then(({ HeroVideo }) => ({ default: HeroVideo })));

const trustMarks = [
  { icon: ShieldCheck, text: 'CAA/EASA qualified instructors' },
  { icon: Star, text: '4.9 average rating' },
  { icon: Users, text: 'All Skill Levels Welcome' },
];

/** The full-screen opening of the home page: artwork (or the looping video over it), the h1 and two buttons. */
export function HomeHero({ hero }: { hero: Hero }) {
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-navy-950 text-white lg:min-h-[calc(100svh-5rem)]">
      <img
        src={hero.backgroundImage}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover object-[70%_center]"
      />
      {hero.videoUrl ? (
        <Suspense fallback={null}>
          <HeroVideo src={hero.videoUrl} />
        </Suspense>
      ) : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-r from-navy-950/95 via-navy-950/70 to-navy-950/10" />
      <div aria-hidden className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-linear-to-t from-navy-950/80 to-transparent" />
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:py-28 lg:px-8">
        <p className="mb-5 text-sm font-semibold tracking-[0.25em] text-accent uppercase">Airbus A320 simulator · Exeter, Devon</p>
        <h1 className="max-w-3xl text-[2.5rem] leading-[1.05] sm:text-6xl lg:text-7xl">{hero.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">{hero.subtitle}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ButtonLink to={hero.primaryCta.to} size="lg">
            {hero.primaryCta.label}
          </ButtonLink>
          <ButtonLink to={hero.secondaryCta.to} size="lg" variant="outline" className="text-white">
            {hero.secondaryCta.label}
          </ButtonLink>
        </div>
        <IconList
          items={trustMarks}
          className="mt-12 flex flex-wrap gap-x-8 gap-y-3 text-sm text-navy-100"
          itemClassName="flex items-center gap-2"
          iconClassName="size-4 text-accent"
        />
      </div>
    </section>
  );
}
