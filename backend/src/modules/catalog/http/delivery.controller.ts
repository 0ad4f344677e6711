import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { AppConfig } from '../../../shared/config/app-config';
import { assertDeliverable, normalizeUkPostcode, POSTED_CATEGORY } from '../domain/delivery';
import { CheckedDeliveryDto, DeliveryTermsDto } from './delivery.dto';
import { DeliveryAddressDto } from './order.dto';

/** What the cart shows and checks before payment (docs/product.md, Shop and cart): the postage, and the address by the checkout's own rule. */
@ApiTags('orders')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @ApiOkResponse({ type: DeliveryTermsDto })
  terms(): DeliveryTermsDto {
    return { postagePence: this.config.SHIPPING_PENCE, postedCategory: POSTED_CATEGORY };
  }

  /** The address checked as the checkout will check it, so a bad postcode is fixed in the cart, not inside payment. */
  @Post('check')
  @HttpCode(200)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  @ApiOkResponse({ type: CheckedDeliveryDto })
  @ApiBadRequestResponse({ description: 'CATALOG.INVALID_DELIVERY_ADDRESS with `problems`: [{ field, message }] for each part to fix' })
  check(@Body() address: DeliveryAddressDto): CheckedDeliveryDto {
    assertDeliverable(address);
    return { postcode: normalizeUkPostcode(address.postcode) };
  }
}
