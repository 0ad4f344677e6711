import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from './staff-only.decorator';
import { OrderDispatchService } from '../../catalog/application/order-dispatch.service';
import type { OrderWithVouchers } from '../../catalog/application/order.ports';
import { StaffOrderDto, StaffOrderPageDto } from './orders-admin.dto';
import { PageQueryDto } from '../../../shared/http/page-query.dto';
import { referenceOf } from '../../../shared/reference';

const toStaffOrder = (order: OrderWithVouchers): StaffOrderDto => ({
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
  lines: order.lines.map((line) => ({ productName: line.productName, category: line.category, quantity: line.quantity, unitPricePence: line.unitPricePence })),
  vouchers: order.vouchers.map((voucher) => ({ code: voucher.code, productName: voucher.productName, valuePence: voucher.valuePence, expiresAt: voucher.expiresAt })),
});

/** The admin ORDERS tab: orders to dispatch first, then the rest newest first; MARK DISPATCHED e-mails the customer. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(private readonly orders: OrderDispatchService) {}

  @Get()
  @ApiOkResponse({ type: StaffOrderPageDto, description: 'Searchable by e-mail, delivery name, postcode or reference' })
  async list(@Query() query: PageQueryDto): Promise<StaffOrderPageDto> {
    const { items, total } = await this.orders.listPageForStaff({ page: query.page, pageSize: query.pageSize, search: query.q });
    return { items: items.map(toStaffOrder), total, page: query.page, pageSize: query.pageSize };
  }

  @Post(':id/dispatch')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffOrderDto })
  @ApiNotFoundResponse({ description: 'CATALOG.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CATALOG.ORDER_NOT_DISPATCHABLE: not paid, or nothing to post' })
  async dispatch(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffOrderDto> {
    return toStaffOrder(await this.orders.markDispatched(id));
  }
}
