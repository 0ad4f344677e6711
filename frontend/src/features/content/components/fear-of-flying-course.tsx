import type { ComponentType } from 'react';
import { Section } from '../../../components/ui/section';
import { SkyBackdrop } from '../../../components/ui/sky-backdrop';
import { useCatalogueOption } from '../../../lib/experiences';
import { fearOfFlyingCourse } from '../data/fear-of-flying';
import { CheckList } from './check-list';
import { FactList } from './fact-list';
import { PackagePrice } from './package-card';
import { NumberedSteps } from './numbered-steps';

/**
 * The /fear-of-flying page body. Its two BOOK YOUR COURSE buttons are whatever `BookButton` the page
 * passes: the booking feature's dialog trigger.
 */
export function FearOfFlyingCourse({ title, BookButton }: { title: string; BookButton: ComponentType }) {
  const course = fearOfFlyingCourse;
  const pricePence = useCatalogueOption(course.books)?.pricePence;
  return (
    <>
      <section className="relative isolate overflow-hidden text-white">
        <SkyBackdrop />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:py-28 lg:grid-cols-[1.3fr_1fr] lg:px-8">
          <div>
            <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-accent uppercase">Fly with confidence</p>
            <h1 className="text-4xl sm:text-5xl lg:text-display">{title}</h1>
            <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">
              Understand flying, calm your nerves and take the controls yourself. A {course.duration} with a CAA/EASA qualified airline
              pilot, in the calm of our A320 simulator.
            </p>
            <div className="mt-10">
              <BookButton />
            </div>
          </div>
          <div className="rounded-2xl bg-white p-8 text-navy-900 shadow-2xl">
            <p className="text-sm font-semibold tracking-[0.2em] text-navy-500 uppercase">Course price</p>
            <PackagePrice pence={pricePence} className="mt-2" />
            <p className="mt-1 font-semibold text-navy-700">{course.duration}</p>
            <img
              src="/images/programs/fear-of-flying.svg"
              alt=""
              width={640}
              height={400}
              decoding="async"
              className="mt-6 aspect-[16/10] w-full rounded-xl object-cover ring-1 ring-navy-100"
            />
          </div>
        </div>
      </section>
      <Section eyebrow="How it works" title="From Anxious to Airborne">
        <NumberedSteps steps={course.steps} cardClassName="border border-navy-100" />
      </Section>
      <Section tone="muted" eyebrow="What's included" title="Your Course Includes">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-navy-100">
            <CheckList items={course.inclusions} />
          </div>
          <FactList items={course.facts} stacked />
        </div>
      </Section>
      <section aria-label="Book your course" className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-14 sm:flex-row sm:items-center lg:px-8">
          <div>
            <h2 className="text-2xl sm:text-3xl">Ready to fly with confidence?</h2>
            <p className="mt-2 text-navy-200">Book online now and choose a preferred date; we will confirm your time.</p>
          </div>
          <BookButton />
        </div>
      </section>
    </>
  );
}
