import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { REFUND_TERMS } from '../domain/refund-policy';

export class RefundTermsDto {
  @ApiProperty({ type: 'integer', example: 48, description: 'Cancelled more than this many hours before the start: a full refund (and the last moment to move a booking online)' })
  fullRefundHours: number;
  @ApiProperty({ type: 'integer', example: 24, description: 'From this many hours up to fullRefundHours: partRefundPercent of the price; closer, none' })
  partRefundHours: number;
  @ApiProperty({ type: 'integer', example: 50, description: 'The part refund, rounded down to the penny' })
  partRefundPercent: number;
}

@ApiTags('booking')
@Controller()
export class RefundTermsController {
  /** The Terms' cancellation refunds (docs/product.md, Refunds and cancellation): every page that states them builds its text from these. */
  @Get('refund-terms')
  @SkipThrottle()
  @ApiOkResponse({ type: RefundTermsDto })
  terms(): RefundTermsDto {
    return { ...REFUND_TERMS };
  }
}
