import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../shared/config/app-config';
import { OpenBeforeLaunch } from '../../../shared/http/open-before-launch.decorator';
import { PaymentService } from '../application/payment.service';
import { PaymentConfigDto } from './payment.dto';

@ApiTags('payments')
@OpenBeforeLaunch()
@Controller('config')
export class PaymentConfigController {
  constructor(
    private readonly payments: PaymentService,
    private readonly config: AppConfig,
  ) {}

  /** Tells the browser which payment form to show. */
  @Get()
  @ApiOkResponse({ type: PaymentConfigDto })
  get(): PaymentConfigDto {
    const stripe = this.payments.providerName === 'stripe';
    return { paymentProvider: this.payments.providerName, stripePublishableKey: stripe ? (this.config.STRIPE_PUBLISHABLE_KEY ?? null) : null };
  }
}
