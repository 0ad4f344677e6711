import type { LucideIcon } from 'lucide-react';
import type { CatalogueRef } from '../../../lib/experiences';

/** Where a button goes: an in-app path (may carry a #hash) and its label, exactly as docs/product.md, Pages, names it. */
export interface Cta {
  label: string;
  to: string;
}

/** A priced package card (id, name, duration, price, description, features, popular flag, sessions). */
export interface Package {
  id: string;
  name: string;
  duration: string;
  /** Integer pence, formatted by formatPence: only for what neither catalogue sells (enquiries). */
  pricePence?: number;
  /** The shop product the card sells, by name: the page prices it from GET /api/products (staff edit it as a product). */
  product?: string;
  /** The catalogue option the card sells: its price comes from GET /api/experiences and its button deep-links to it. */
  books?: CatalogueRef;
  /** Shown before the price, e.g. "from". */
  pricePrefix?: string;
  /** Shown after the price, e.g. "per person". */
  priceSuffix?: string;
  description: string;
  features: string[];
  badge?: 'MOST POPULAR' | 'BEST VALUE';
  /** Coaching packages: how many sessions. */
  sessions?: string;
  /** The card's button; left out where the page has one button for all packages. */
  cta?: Cta;
}

/** A card with an icon, a title and a sentence or two. */
export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** An enquiry-only programme (professional training, Gatwick): no price, a button to ask. */
export interface Programme {
  id: string;
  name: string;
  duration?: string;
  description: string;
  features: string[];
  cta: Cta;
}

export interface Fact {
  icon: LucideIcon;
  label: string;
  value: string;
}

/** One section of a legal page: a heading and paragraphs or bullet lists. */
export interface LegalSection {
  heading: string;
  body: (string | string[])[];
}
