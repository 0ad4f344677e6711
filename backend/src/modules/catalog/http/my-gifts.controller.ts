import { Body, Controller, Get, Header, Param, Patch, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { referenceOf } from '../../../shared/reference';
import { NotSignedInError } from '../../account/account.public';
import { GiftCustomer, GiftDeliveryService } from '../application/gift-delivery.service';
import { type GiftDelivery, giftDeliveryState } from '../domain/gift-delivery';
import { ChangeGiftDto, MyGiftDto } from './my-gifts.dto';

const view = (gift: GiftDelivery & { productName: string }): MyGiftDto => ({
  id: gift.id,
  reference: referenceOf(gift.orderId),
  productName: gift.productName,
  recipientName: gift.recipientName,
  recipientEmail: gift.recipientEmail,
  message: gift.message,
  deliverOn: gift.deliverOn,
  state: giftDeliveryState(gift),
  deliveredAt: gift.deliveredAt?.toISOString() ?? null,
});

function customerOf(req: Request): GiftCustomer {
  if (!req.user) throw new NotSignedInError();
  return { userId: req.user.id, email: req.user.email };
}

/** The dashboard's gift cards sent to recipients: when each goes, and the buyer's changes before it does. */
@ApiTags('account')
@Controller('my-gifts')
export class MyGiftsController {
  constructor(private readonly gifts: GiftDeliveryService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: MyGiftDto, isArray: true, description: "Gift cards of the account's paid orders sent to a recipient" })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
  async list(@Req() req: Request): Promise<MyGiftDto[]> {
    return (await this.gifts.forCustomer(customerOf(req))).map(view);
  }

  @Patch(':id')
  @ApiOkResponse({ type: MyGiftDto })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'CATALOG.GIFT_NOT_FOUND: no such gift of this account' })
  @ApiConflictResponse({ description: 'CATALOG.GIFT_ALREADY_DELIVERED: sent (or being sent) already' })
  async change(@Param('id') id: string, @Body() body: ChangeGiftDto, @Req() req: Request): Promise<MyGiftDto> {
    const customer = customerOf(req);
    const changed = await this.gifts.change(id, customer, body, new Date());
    const [listed] = (await this.gifts.forCustomer(customer)).filter((gift) => gift.id === changed.id);
    return view(listed ?? { ...changed, productName: 'Gift card' });
  }
}
