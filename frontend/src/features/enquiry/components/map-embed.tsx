import { ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LazyImage } from '../../../components/ui/lazy-image';
import { site } from '../../../lib/site';

/**
 * The map for our postcode. Google's embed sets third-party cookies and weighs more than the rest of the
 * page, so it loads only when the visitor asks for it; until then a drawn map shows where we are.
 */
export function MapEmbed() {
  const [shown, setShown] = useState(false);
  const place = `${site.name}, ${site.address.postcode}`;
  if (shown) {
    return (
      <iframe
        src={site.mapEmbedUrl}
        title={`Map showing ${place}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-72 w-full rounded-2xl border-0 shadow-sm ring-1 ring-navy-100"
      />
    );
  }
  return (
    <div className="relative isolate h-72 overflow-hidden rounded-2xl bg-[#dfe9e1] shadow-sm ring-1 ring-navy-100">
      <LazyImage src="/images/map-preview.svg" alt="" width={600} height={320} className="absolute inset-0 -z-10 size-full object-cover" />
      <div className="absolute top-[34%] left-1/2 -translate-x-1/2 -translate-y-full text-navy-900">
        <MapPin aria-hidden className="size-12 fill-accent stroke-navy-900" strokeWidth={1.5} />
      </div>
      <div className="absolute inset-x-4 bottom-4 flex flex-col gap-3 rounded-xl bg-white/95 p-4 shadow-lg backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-navy-900">{site.name}</p>
          <p className="text-sm text-navy-600">{[...site.address.lines, site.address.postcode].join(', ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setShown(true)}>
            <MapPin aria-hidden />
            SHOW MAP
          </Button>
          <a href={site.reviewsUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'outline', size: 'sm' }, 'text-navy-900')}>
            Open in Google Maps
            <ExternalLink aria-hidden />
            <span className="sr-only">(opens Google Maps in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
