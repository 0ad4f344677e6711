import type { VoucherExperience } from '../domain/product';

/** A gift card's experience option as two columns, on a product and on an order line (both null: none). */
export interface GiftOptionColumns {
  giftExperienceId: string | null;
  giftOptionId: string | null;
}

export const giftOptionOf = (row: GiftOptionColumns): VoucherExperience | null =>
  row.giftExperienceId && row.giftOptionId ? { experienceId: row.giftExperienceId, optionId: row.giftOptionId } : null;

export const giftOptionColumns = (giftFor: VoucherExperience | null): GiftOptionColumns => ({
  giftExperienceId: giftFor?.experienceId ?? null,
  giftOptionId: giftFor?.optionId ?? null,
});
