import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../shared/config/app-config';
import { OpenBeforeLaunch } from '../../../shared/http/open-before-launch.decorator';
import { PaymentIntentService } from '../application/payment-intent.service';
import { PaymentConfigDto } from './payment.dto';

@ApiTags('payments')
@OpenBeforeLaunch()
@Controller('config')
export class PaymentConfigController {
  constructor(
    private readonly intents: PaymentIntentService,
    private readonly config: AppConfig,
  ) {}

  /** Tells the browser which payment form to show. */
  @Get()
  @ApiOkResponse({ type: PaymentConfigDto })
  get(): PaymentConfigDto {
    const stripe = this.intents.providerName === 'stripe';
    return { paymentProvider: this.intents.providerName, stripePublishableKey: stripe ? (this.config.STRIPE_PUBLISHABLE_KEY ?? null) : null };
  }
}
