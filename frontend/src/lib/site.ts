const postcode = 'EX10 0JH';

/** The business details shown across the site (docs/product.md, Brand and business details: one config object per side). */
export const site = {
  name: 'Skyward Flight Simulation',
  email: 'hello@skywardsim.co.uk',
  phone: { display: '01395 000000', href: 'tel:+441395000000' },
  address: { lines: ['Skyward House, Unit 2', 'Exeter, Devon'], postcode },
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/skywardsim' },
    { network: 'Instagram', href: 'https://www.instagram.com/skywardsim' },
    { network: 'YouTube', href: 'https://www.youtube.com/@skywardsim' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@skywardsim' },
  ],
  mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(postcode)}&z=14&output=embed`,
  reviewsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Skyward Flight Simulation ${postcode}`)}`,
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];
