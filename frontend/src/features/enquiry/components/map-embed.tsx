import { ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
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
      <svg aria-hidden className="absolute inset-0 -z-10 size-full" viewBox="0 0 600 320" preserveAspectRatio="xMidYMid slice">
        <rect width="600" height="320" fill="#e4ece4" />
        <path d="M0 250 C 120 230 200 280 330 250 S 520 210 600 230 L600 320 L0 320 Z" fill="#bcd7e8" />
        <path d="M420 0 C 430 80 470 120 600 140 L600 0 Z" fill="#d3e4cf" />
        <path d="M40 40 C 160 60 200 20 300 60 S 480 150 560 120" fill="none" stroke="#ffffff" strokeWidth="14" strokeLinecap="round" />
        <path d="M40 40 C 160 60 200 20 300 60 S 480 150 560 120" fill="none" stroke="#f5d58a" strokeWidth="8" strokeLinecap="round" />
        <path d="M120 320 C 150 220 230 170 260 90 S 300 10 320 0" fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round" />
        <path d="M0 150 C 90 160 160 140 250 165 S 420 200 600 180" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
        <g fill="#c9d6c9">
          <rect x="330" y="150" width="40" height="26" rx="3" />
          <rect x="380" y="160" width="30" height="22" rx="3" />
          <rect x="150" y="90" width="36" height="24" rx="3" />
          <rect x="470" y="40" width="44" height="28" rx="3" />
        </g>
      </svg>
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
