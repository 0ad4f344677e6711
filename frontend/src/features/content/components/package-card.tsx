import { clsx } from 'clsx';
import { Check, Clock } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { IconList, withIcon } from '../../../components/ui/icon-list';
import { bookingLink, useCatalogueOption, type CatalogueRef } from '../../../lib/experiences';
import { formatPence } from '../../../lib/money';
import type { Package } from '../data/types';
import { CardGrid } from './card-grid';

/** The words and style around a package's price. */
interface PriceLabel {
  prefix?: string;
  suffix?: string;
  className?: string;
}

export function PackagePrice({ pence, prefix, suffix, className }: PriceLabel & { pence: number | undefined }) {
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-1.5', className)}>
      {prefix ? <span className="text-sm font-semibold text-navy-600">{prefix}</span> : null}
      <span className="font-display text-4xl font-extrabold tracking-tight text-navy-900">{pence === undefined ? '£…' : formatPence(pence)}</span>
      {suffix ? <span className="text-sm text-navy-600">{suffix}</span> : null}
    </p>
  );
}

/** A package sold from the catalogue, at its option's price now. */
function CataloguePackagePrice({ books, ...label }: PriceLabel & { books: CatalogueRef }) {
  return <PackagePrice pence={useCatalogueOption(books)?.pricePence} {...label} />;
}

/** A priced package: badge, name, duration, price, description, what is included and its button. */
function PackageCard({ item }: { item: Package }) {
  const headingId = useId();
  const to = item.books ? bookingLink(item.books.experience, item.books.option) : item.cta?.to;
  const highlighted = Boolean(item.badge);
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-7 text-navy-900 shadow-sm sm:p-8',
        highlighted ? 'border-accent shadow-xl ring-2 ring-accent lg:-translate-y-3' : 'border-navy-100',
      )}
    >
      {item.badge ? <Badge className="absolute -top-3 left-7 shadow-sm">{item.badge}</Badge> : null}
      <h3 id={headingId} className="text-2xl">
        {item.name}
      </h3>
      <p className="mt-2 flex items-center gap-2 text-sm font-medium text-navy-600">
        <Clock aria-hidden className="size-4 text-navy-400" />
        <span>{item.duration}</span>
        {item.sessions ? (
          <>
            <span aria-hidden>·</span>
            <span>{item.sessions}</span>
          </>
        ) : null}
      </p>
      {item.books ? (
        <CataloguePackagePrice books={item.books} prefix={item.pricePrefix} suffix={item.priceSuffix} className="mt-6" />
      ) : (
        <PackagePrice pence={item.pricePence} prefix={item.pricePrefix} suffix={item.priceSuffix} className="mt-6" />
      )}
      <p className="mt-4 text-navy-700">{item.description}</p>
      <IconList
        items={withIcon(Check, item.features)}
        className="mt-6 flex-1 space-y-3 text-sm"
        itemClassName="flex gap-3"
        iconClassName="mt-0.5 size-4 shrink-0 text-emerald-600"
      />
      {item.cta ? (
        <ButtonLink to={to ?? item.cta.to} variant={highlighted ? 'primary' : 'secondary'} size="lg" aria-describedby={headingId} className="mt-8 w-full">
          {item.cta.label}
        </ButtonLink>
      ) : null}
    </article>
  );
}

export function PackageGrid({ items }: { items: Package[] }) {
  const columns = items.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3';
  return <CardGrid items={items} Card={PackageCard} className={clsx('grid gap-8 pt-3 sm:grid-cols-2', columns)} />;
}
