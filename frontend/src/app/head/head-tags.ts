import { openingHours } from '../../features/enquiry/data/contact-details';
import type { Experience } from '../../lib/experiences';
import { site } from '../../lib/site';
import type { PageMeta } from './page-meta';

/** The link-preview picture (1200×630), made once from public/og-image.svg (see docs/architecture.md). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

export interface HeadInput {
  title: string;
  meta: PageMeta;
  /** The site's public origin, e.g. https://skywardsim.co.uk */
  origin: string;
  path: string;
  /** schema.org objects besides the business itself (e.g. Products with their Offers). */
  structuredData?: object[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside a <script> element: nothing in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The business for search engines (no self-made rating: Google ignores and may penalise it). */
export function localBusiness(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    url: `${origin}/`,
    image: `${origin}${OG_IMAGE.path}`,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines[0],
      addressLocality: 'Exeter',
      addressRegion: 'Devon',
      postalCode: site.address.postcode,
      addressCountry: 'GB',
    },
    openingHoursSpecification: openingHours.flatMap(({ week }) =>
      week ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: week.days, opens: week.opens, closes: week.closes }] : [],
    ),
    sameAs: site.social.map((social) => social.href),
  };
}

/** Each bookable experience as a Product with an Offer per option, priced in GBP from the catalogue. */
export function experienceProducts(experiences: Experience[], origin: string): object[] {
  return experiences.map((experience) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: experience.name,
    description: experience.description,
    brand: { '@type': 'Brand', name: site.name },
    offers: experience.options.map((option) => ({
      '@type': 'Offer',
      name: option.name,
      price: (option.pricePence / 100).toFixed(2),
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      url: `${origin}/book-flight?experience=${encodeURIComponent(experience.id)}&option=${encodeURIComponent(option.id)}`,
    })),
  }));
}

/** `<meta name="…" content="…" />` (Twitter's tags, the description), or with `property` for Open Graph's. */
const metaTag = (key: 'name' | 'property', value: string, content: string | number) =>
  `<meta ${key}="${value}" content="${escapeAttribute(String(content))}" />`;

/** Everything a page's <head> carries besides the shell's own tags: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags({ title, meta, origin, path, structuredData = [] }: HeadInput): string {
  const url = `${origin}${path}`;
  const image = `${origin}${OG_IMAGE.path}`;
  const openGraph = {
    type: 'website',
    site_name: site.name,
    title,
    description: meta.description,
    url,
    image,
    'image:width': OG_IMAGE.width,
    'image:height': OG_IMAGE.height,
  };
  const twitter = { card: 'summary_large_image', title, description: meta.description, image };
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    metaTag('name', 'description', meta.description),
    meta.indexed ? `<link rel="canonical" href="${escapeAttribute(url)}" />` : metaTag('name', 'robots', 'noindex'),
    ...Object.entries(openGraph).map(([key, content]) => metaTag('property', `og:${key}`, content)),
    ...Object.entries(twitter).map(([key, content]) => metaTag('name', `twitter:${key}`, content)),
    ...[localBusiness(origin), ...structuredData].map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}
