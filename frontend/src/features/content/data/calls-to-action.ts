import type { components } from '../../../lib/api-schema';
import type { Cta } from './types';

/** Buttons several content pages share, labelled exactly as docs/product.md, Pages, names them. */
export const bookNow: Cta = { label: 'BOOK NOW', to: '/book-flight' };
export const bookYourFlight: Cta = { label: 'BOOK YOUR FLIGHT', to: '/book-flight' };
export const contactUs: Cta = { label: 'CONTACT US', to: '/#contact' };
export const enquireNow: Cta = { label: 'ENQUIRE NOW', to: '/#contact' };

/** The home contact form with its enquiry type already chosen (docs/product.md, Contact and enquiries). */
export const enquiryLink = (type: components['schemas']['EnquiryType']) => `/?enquiry=${type}#contact`;

/** Group days: the contact form with Group Bookings chosen (docs/product.md, Pages: /simulator-exeter, /group-bookings). */
export const enquireAboutGroups: Cta = { label: 'ENQUIRE NOW', to: enquiryLink('group') };
export const requestAQuote: Cta = { label: 'REQUEST A QUOTE', to: '/#contact' };
export const viewExperiences: Cta = { label: 'VIEW EXPERIENCES', to: '#experiences' };
export const viewPackages: Cta = { label: 'VIEW PACKAGES', to: '#packages' };
