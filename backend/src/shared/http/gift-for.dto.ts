import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

/** A catalogue id: a slug. */
const catalogueId = (property: string) => Matches(/^[a-z0-9-]{1,60}$/, { message: `giftFor.${property} must be a catalogue id` });

/** What a gift card buys: an experience option by its catalogue ids (a product's giftFor, a voucher staff issue by hand). */
export class GiftForDto {
  @ApiProperty({ example: 'try-and-fly', maxLength: 60 })
  @catalogueId('experienceId')
  experienceId: string;

  @ApiProperty({ example: '60-minutes', maxLength: 60 })
  @catalogueId('optionId')
  optionId: string;
}
