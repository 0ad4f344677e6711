import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { referenceOf } from '../../../shared/reference';
import { NotSignedInError } from '../../account/account.public';
import { OrderQueryService } from '../../catalog/catalog.public';
import { VoucherRedemption } from '../application/voucher-redemption';
import { MyOrderDto } from './my-orders.dto';

/**
 * The dashboard's orders and gift vouchers. Here rather than in the shop's module because whether a
 * voucher was redeemed is the booking module's knowledge (it depends on the shop, not the other way).
 */
@ApiTags('account')
@Controller('my-orders')
export class MyOrdersController {
  constructor(
    private readonly orders: OrderQueryService,
    private readonly vouchers: VoucherRedemption,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: MyOrderDto, isArray: true, description: 'Paid orders placed signed in or sent to the account e-mail, newest first' })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
  async list(@Req() req: Request): Promise<MyOrderDto[]> {
    if (!req.user) throw new NotSignedInError();
    const orders = await this.orders.paidForCustomer(req.user.id, req.user.email);
    const states = await this.vouchers.withStates(
      orders.flatMap((order) => order.vouchers).map((voucher) => ({ ...voucher, voidedAt: voucher.voided?.at ?? null })),
    );
    return orders.map((order) => ({
      id: order.id,
      reference: referenceOf(order.id),
      status: order.status,
      totalPence: order.totalPence,
      createdAt: order.createdAt.toISOString(),
      lines: order.lines.map(({ productName, quantity, unitPricePence }) => ({ productName, quantity, unitPricePence })),
      vouchers: states
        .filter(({ voucher }) => voucher.orderId === order.id)
        .map(({ voucher, state }) => ({
          code: voucher.code,
          name: voucher.productName,
          valuePence: voucher.valuePence,
          expiresAt: voucher.expiresAt.toISOString(),
          state,
        })),
    }));
  }
}
