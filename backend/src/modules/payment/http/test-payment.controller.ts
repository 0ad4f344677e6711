import { Body, Controller, HttpCode, HttpException, HttpStatus, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { PaymentIntentService } from '../application/payment-intent.service';
import { TestPaymentService } from '../application/test-payment.service';
import { TestCardRefusedError } from '../domain/payment.errors';
import { ConfirmTestPaymentDto, TestPaymentConfirmedDto } from './payment.dto';

export const TEST_INTENT_ID = /^pi_test_[A-Za-z0-9_-]{1,64}$/;

/** The built-in test provider's confirm call (the TEST MODE card form). Absent (404) when Stripe is configured. */
@ApiTags('payments')
@Controller('test-payments')
export class TestPaymentController {
  constructor(
    private readonly intents: PaymentIntentService,
    private readonly testPayments: TestPaymentService,
  ) {}

  @Post(':id/confirm')
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOkResponse({ type: TestPaymentConfirmedDto })
  @ApiResponse({ status: 402, description: 'The test card was refused: code PAYMENT.CARD_DECLINED or PAYMENT.INVALID_CARD.' })
  async confirm(@Param('id') id: string, @Body() body: ConfirmTestPaymentDto): Promise<TestPaymentConfirmedDto> {
    if (this.intents.providerName !== 'test' || !TEST_INTENT_ID.test(id)) throw new NotFoundException();
    try {
      const result = await this.testPayments.confirm(id, body.clientSecret, body);
      if (result.status !== 'requires_action') return result;
      // Like Stripe's next_action: the page the customer approves the payment on (3-D Secure).
      const challengeUrl = `/api/test-payments/${encodeURIComponent(id)}/challenge?token=${encodeURIComponent(result.challengeToken)}`;
      return { paymentIntentId: id, status: result.status, challengeUrl };
    } catch (error) {
      // A refused card is 402 Payment Required, as a card provider answers.
      if (error instanceof TestCardRefusedError) throw new HttpException({ code: error.code, message: error.message }, HttpStatus.PAYMENT_REQUIRED);
      throw error;
    }
  }
}
