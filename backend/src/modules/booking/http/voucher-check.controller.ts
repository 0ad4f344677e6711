import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { VoucherRedemption } from '../application/voucher-redemption';
import { VoucherCheckDto, VoucherCheckRequestDto } from './voucher-redemption.dto';
import { VoucherCheckRateLimitGuard } from './voucher-check-rate-limit.guard';

@ApiTags('vouchers')
@Controller('vouchers')
export class VoucherCheckController {
  constructor(private readonly vouchers: VoucherRedemption) {}

  /** What a gift voucher code covers for a session, and what is left to pay; nothing is reserved. */
  @Post('check')
  @HttpCode(200)
  @UseGuards(VoucherCheckRateLimitGuard)
  @ApiOkResponse({ type: VoucherCheckDto })
  @ApiNotFoundResponse({ description: 'VOUCHER.NOT_FOUND' })
  @ApiGoneResponse({ description: 'VOUCHER.EXPIRED' })
  @ApiConflictResponse({ description: 'VOUCHER.USED' })
  @ApiBadRequestResponse({
    description:
      'VOUCHER.WRONG_EXPERIENCE (cheaper or other option), EXPERIENCE.UNKNOWN, EXPERIENCE.OPTION_NOT_OFFERED',
  })
  @ApiTooManyRequestsResponse({ description: 'VOUCHER.TOO_MANY_ATTEMPTS: more than VOUCHER_CHECKS_PER_IP checks in 15 minutes' })
  async check(@Body() body: VoucherCheckRequestDto): Promise<VoucherCheckDto> {
    const { voucher, bought, chosen, cover } = await this.vouchers.check(body.code, body);
    return {
      code: voucher.code,
      voucherName: voucher.name,
      experience: bought && { experienceId: bought.experienceId, optionId: bought.optionId, name: bought.name, minutes: bought.minutes },
      expiresAt: voucher.expiresAt.toISOString(),
      sessionName: chosen.name,
      durationMinutes: chosen.minutes,
      pricePence: chosen.pricePence,
      coveredPence: cover.voucherPence,
      toPayPence: cover.toPayPence,
    };
  }
}
