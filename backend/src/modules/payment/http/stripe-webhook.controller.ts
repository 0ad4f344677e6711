import { Controller, Headers, HttpCode, NotFoundException, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { OpenBeforeLaunch } from '../../../shared/http/open-before-launch.decorator';
import { PaymentIntentService } from '../application/payment-intent.service';
import { PaymentSettlementService } from '../application/payment-settlement.service';
import { WebhookSignatureError } from '../domain/payment.errors';
import { WebhookReceivedDto } from './payment.dto';

/** Stripe's webhook: the raw body (mounted in configure-app) is checked against STRIPE_WEBHOOK_SECRET. */
@ApiTags('payments')
@OpenBeforeLaunch()
@SkipThrottle()
@Controller('stripe')
export class StripeWebhookController {
  constructor(
    private readonly intents: PaymentIntentService,
    private readonly settlement: PaymentSettlementService,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookReceivedDto })
  async webhook(@Req() request: Request, @Headers('stripe-signature') signature?: string): Promise<WebhookReceivedDto> {
    if (this.intents.providerName !== 'stripe') throw new NotFoundException();
    if (!Buffer.isBuffer(request.body) || !signature) throw new WebhookSignatureError();
    const { duplicate } = await this.settlement.handleWebhook(request.body, signature);
    return { received: true, duplicate };
  }
}
