import { ButtonLink } from '../../../components/ui/button';
import type { Cta } from '../data/types';

/** A row of large link buttons: the first is the main action, the others are outlined. */
export function ButtonLinks({ links }: { links: Cta[] }) {
  return links.map((link, index) => (
    <ButtonLink key={link.label} to={link.to} size="lg" variant={index === 0 ? 'primary' : 'outline'}>
      {link.label}
    </ButtonLink>
  ));
}
