import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { OrderCheckoutService } from '../application/order-checkout.service';
import { OrderQueryService } from '../application/order-query.service';
import { CheckoutStartedDto, ConfirmOrderPaymentDto, CreatePaymentIntentDto, OrderSummaryDto } from './order.dto';
import { MAX_REMEMBERED_CHECKOUTS } from './order-session';

/** The cart checkout and its confirmation. */
@ApiTags('orders')
@Controller()
export class OrderController {
  constructor(
    private readonly orders: OrderCheckoutService,
    private readonly queries: OrderQueryService,
  ) {}

  /** Creates a pending order priced by the server and a payment intent for its total. */
  @Post('create-payment-intent')
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOkResponse({ type: CheckoutStartedDto })
  async createPaymentIntent(@Body() body: CreatePaymentIntentDto, @Req() request: Request): Promise<CheckoutStartedDto> {
    const started = await this.orders.checkout({ items: body.cartItems, email: body.email, userId: request.user?.id ?? null, delivery: body.delivery });
    const remembered = request.session.checkoutOrderIds ?? [];
    request.session.checkoutOrderIds = [...remembered, started.orderId].slice(-MAX_REMEMBERED_CHECKOUTS);
    return started;
  }

  /** After the card payment: settles it with the provider and answers what /confirmation shows. */
  @Post('confirm-order-payment')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderSummaryDto })
  confirmOrderPayment(@Body() body: ConfirmOrderPaymentDto, @Req() request: Request): Promise<OrderSummaryDto> {
    return this.orders.confirmPayment(body.paymentIntentId, { ownedOrderIds: request.session.checkoutOrderIds ?? [], clientSecret: body.clientSecret ?? null });
  }

  /** A paid order's confirmation through the signed link of its receipt e-mail, on any device (no session needed). */
  @Get('order-confirmation/:token')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: OrderSummaryDto })
  @ApiUnauthorizedResponse({ description: 'CATALOG.ORDER_LINK_INVALID (forged or altered) or CATALOG.ORDER_LINK_EXPIRED' })
  @ApiNotFoundResponse({ description: 'CATALOG.ORDER_NOT_FOUND: the order is gone (its data was deleted)' })
  confirmation(@Param('token') token: string): Promise<OrderSummaryDto> {
    return this.queries.confirmationByLink(token);
  }
}
