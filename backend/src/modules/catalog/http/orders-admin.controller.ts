import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInStaff, type StaffMember, StaffOnly } from '../../account/account.public';
import { changedFields, StaffChanges } from '../../audit/audit.public';
import { OrderDispatchService } from '../application/order-dispatch.service';
import { OrderQueryService } from '../application/order-query.service';
import { type OrderRefund, OrderRefundQueries } from '../application/order-refund-queries';
import { OrderRefundService } from '../application/order-refund.service';
import type { OrderWithVouchers } from '../application/order.ports';
import { CancelOrderDto, RefundOrderDto, StaffOrderDto, StaffOrderPageDto } from './orders-admin.dto';
import { PageQueryDto } from '../../../shared/http/page-query.dto';
import { referenceOf } from '../../../shared/reference';

const londonDay = (instant: Date) => instant.toLocaleDateString('en-GB', { timeZone: 'Europe/London' });

const toStaffOrder = (order: OrderWithVouchers, refunds: readonly OrderRefund[], now = new Date()): StaffOrderDto => {
  const own = refunds.filter((refund) => refund.orderId === order.id && refund.status === 'refunded');
  const refundedPence = own.reduce((sum, refund) => sum + refund.amountPence, 0);
  const refundedLines = new Set(own.flatMap((refund) => refund.lineIds ?? order.lines.map((line) => line.id)));
  return {
    id: order.id,
    reference: referenceOf(order.id),
    email: order.email,
    status: order.status,
    totalPence: order.totalPence,
    shippingPence: order.shippingPence,
    isTest: order.isTest,
    paymentIntentId: order.paymentIntentId,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    delivery: order.delivery,
    toDispatch: order.status === 'paid' && order.delivery !== null && order.dispatchedAt === null,
    dispatchedAt: order.dispatchedAt,
    dispatchUndoable: order.dispatchedAt !== null && londonDay(order.dispatchedAt) === londonDay(now),
    refundedPence,
    cancellable: order.status !== 'canceled' && order.dispatchedAt === null,
    refunds: own.map((refund) => ({
      amountPence: refund.amountPence,
      reason: refund.reason,
      refundedAt: refund.refundedAt as Date,
      lines: refund.lineIds ? order.lines.filter((line) => refund.lineIds?.includes(line.id)).map((line) => line.productName) : null,
    })),
    lines: order.lines.map((line) => ({
      id: line.id,
      productName: line.productName,
      category: line.category,
      quantity: line.quantity,
      unitPricePence: line.unitPricePence,
      refunded: refundedLines.has(line.id),
    })),
    vouchers: order.vouchers.map((voucher) => ({ code: voucher.code, productName: voucher.productName, valuePence: voucher.valuePence, expiresAt: voucher.expiresAt })),
  };
};

/**
 * The admin ORDERS tab: orders to dispatch first, then the rest newest first. MARK DISPATCHED e-mails the customer and
 * can be undone the same London day; staff refund an order in full or by line (the customer is e-mailed) and cancel
 * one not posted yet (docs/product.md, Staff panel: ORDERS).
 */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(
    private readonly orders: OrderDispatchService,
    private readonly queries: OrderQueryService,
    private readonly refunds: OrderRefundService,
    private readonly refundQueries: OrderRefundQueries,
    private readonly changes: StaffChanges,
  ) {}

  @Get()
  @ApiOkResponse({ type: StaffOrderPageDto, description: 'Searchable by e-mail, delivery name, postcode or reference' })
  async list(@Query() query: PageQueryDto): Promise<StaffOrderPageDto> {
    const { items, total } = await this.orders.listPageForStaff({ page: query.page, pageSize: query.pageSize, search: query.q });
    const refunds = await this.refundQueries.refundsOf(items.map((order) => order.id));
    return { items: items.map((order) => toStaffOrder(order, refunds)), total, page: query.page, pageSize: query.pageSize };
  }

  @Post(':id/dispatch')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffOrderDto })
  @ApiNotFoundResponse({ description: 'CATALOG.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATALOG.ORDER_NOT_DISPATCHABLE: not paid, or nothing to post' })
  async dispatch(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffOrderDto> {
    return this.orderChange(id, 'order.dispatched', 'Marked dispatched', () => this.orders.markDispatched(id));
  }

  /** Undoes MARK DISPATCHED on the London day it was marked. */
  @Delete(':id/dispatch')
  @ApiOkResponse({ type: StaffOrderDto })
  @ApiNotFoundResponse({ description: 'CATALOG.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATALOG.ORDER_UNDO_TOO_LATE: marked on an earlier day' })
  async undoDispatch(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffOrderDto> {
    return this.orderChange(id, 'order.dispatch-undone', 'Undid dispatched on', () => this.orders.undoDispatched(id));
  }

  /** Refunds the lines named (none: the whole order or what is left) through the payment provider; the customer is e-mailed. */
  @Post(':id/refund')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffOrderDto })
  @ApiBadRequestResponse({ description: 'VOUCHER.REASON_REQUIRED, CATALOG.UNKNOWN_ORDER_LINE' })
  @ApiNotFoundResponse({ description: 'CATALOG.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATALOG.ORDER_NOT_REFUNDABLE: not paid, refunded already, or the line was' })
  async refund(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: RefundOrderDto, @SignedInStaff() staff: StaffMember): Promise<StaffOrderDto> {
    await this.refunds.refund(id, body.lineIds ?? null, body.reason, staff.id);
    return this.view(id);
  }

  /** Cancels an order not posted yet; a paid one is refunded what is left of it and its vouchers are voided. */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffOrderDto })
  @ApiNotFoundResponse({ description: 'CATALOG.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATALOG.ORDER_NOT_CANCELLABLE: cancelled already, or dispatched' })
  async cancel(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: CancelOrderDto, @SignedInStaff() staff: StaffMember): Promise<StaffOrderDto> {
    await this.refunds.cancel(id, body.reason, staff.id);
    return this.view(id);
  }

  /** A change to an order, recorded with the order's fields before and after. */
  private async orderChange(id: string, kind: string, verb: string, change: () => Promise<unknown>): Promise<StaffOrderDto> {
    const before = await this.view(id);
    return this.changes.record(
      async () => {
        await change();
        return this.view(id);
      },
      (after) => ({ kind, subject: after.reference, summary: `${verb} order ${after.reference}`, ...changedFields(before, after) }),
    );
  }

  private async view(id: string): Promise<StaffOrderDto> {
    // One after the other: inside a change's transaction both queries share its one connection.
    const order = await this.queries.existingOrderWithVouchers(id);
    const refunds = await this.refundQueries.refundsOf([id]);
    return toStaffOrder(order, refunds);
  }
}
