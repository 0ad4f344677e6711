import type { Experience } from '../../lib/experiences';
import { durationLabel } from '../../lib/experiences';
import { formatPence } from '../../lib/money';
import type { Product } from './api/catalog-api';

type GiftFor = NonNullable<Product['giftFor']>;

/** The product form's "Gift card for" choice: '' for a money card, else 'experienceId/optionId'. */
export const giftForValue = (giftFor: Product['giftFor']) => (giftFor ? `${giftFor.experienceId}/${giftFor.optionId}` : '');

export function giftForOf(value: string): GiftFor | null {
  const [experienceId, optionId] = value.split('/');
  return experienceId && optionId ? { experienceId, optionId } : null;
}

const MONEY_VALUE = 'A money value (its price)';

/**
 * What a gift card can buy: a money value, then every option on sale ('Scenario Flight – Emergency Procedures,
 * 90 minutes, £199.00'). A card's current option that is no longer on sale stays listed, so saving keeps it.
 */
export function giftForChoices(
  catalogue: readonly Experience[],
  current: Product['giftFor'],
): { value: string; label: string }[] {
  const options = catalogue.flatMap((experience) =>
    experience.options.map((option) => ({
      value: giftForValue({ experienceId: experience.id, optionId: option.id }),
      label: `${experience.options.length > 1 ? `${experience.name} – ${option.name}` : experience.name}, ${durationLabel(option.minutes)}, ${formatPence(option.pricePence)}`,
    })),
  );
  const kept =
    current && !options.some((option) => option.value === giftForValue(current))
      ? [{ value: giftForValue(current), label: `${current.experienceId} – ${current.optionId} (not on sale)` }]
      : [];
  return [{ value: '', label: MONEY_VALUE }, ...options, ...kept];
}
