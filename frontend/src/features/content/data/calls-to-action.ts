import type { Cta } from './types';

/** Buttons several content pages share, labelled exactly as docs/product.md, Pages, names them. */
export const bookNow: Cta = { label: 'BOOK NOW', to: '/book-flight' };
export const bookYourFlight: Cta = { label: 'BOOK YOUR FLIGHT', to: '/book-flight' };
export const contactUs: Cta = { label: 'CONTACT US', to: '/#contact' };
export const enquireNow: Cta = { label: 'ENQUIRE NOW', to: '/#contact' };
export const requestAQuote: Cta = { label: 'REQUEST A QUOTE', to: '/#contact' };
export const viewExperiences: Cta = { label: 'VIEW EXPERIENCES', to: '#experiences' };
export const viewPackages: Cta = { label: 'VIEW PACKAGES', to: '#packages' };
