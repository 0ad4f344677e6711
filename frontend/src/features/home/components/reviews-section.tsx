import { ExternalLink, Quote, Star } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { site } from '../../../lib/site';
import type { Review } from '../data/home-content';

function Stars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden className="size-5 fill-accent text-accent" />
      ))}
    </div>
  );
}

export function ReviewsSection({ reviews }: { reviews: Review[] }) {
  return (
    <Section tone="muted" eyebrow="Reviews" title="What Our Flyers Say">
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <div className="flex items-center justify-between">
                <Stars rating={review.rating} />
                <Quote aria-hidden className="size-6 text-navy-200" />
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-navy-700">
                <p>{review.text}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-navy-100 pt-4">
                <span className="block font-semibold text-navy-900">{review.name}</span>
                <span className="text-sm text-navy-600">{review.date}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={site.reviewsUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          READ MORE REVIEWS
          <ExternalLink aria-hidden />
          <span className="sr-only">(opens Google Maps in a new tab)</span>
        </a>
      </div>
    </Section>
  );
}
