import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { StaffOnly } from '../../account/account.public';
import { OrderDispatchService, type OrderWithVouchers } from '../../catalog/catalog.public';
import { type StaffVoucher, VoucherRedemption } from '../../booking/booking.public';
import { toCsv } from '../../../shared/http/csv';
import { referenceOf } from '../../../shared/reference';
import { csvDay, csvPounds, everyRow, sendCsv } from '../../../shared/http/csv-exports';
import { exported, StaffChanges } from '../../audit/audit.public';

const ORDER_STATUS: Record<OrderWithVouchers['status'], string> = { pending: 'Awaiting payment', paid: 'Paid', canceled: 'Cancelled' };

const VOUCHER_STATE: Record<StaffVoucher['state'], string> = {
  issued: 'Not used',
  held: 'Held by a booking being paid',
  redeemed: 'Used',
  expired: 'Expired',
  void: 'Void',
};

const orderRow = (order: OrderWithVouchers) => [
  referenceOf(order.id),
  csvDay(order.createdAt),
  csvDay(order.paidAt),
  order.email,
  order.lines.map((line) => `${line.quantity} × ${line.productName}`).join('; '),
  csvPounds(order.shippingPence),
  csvPounds(order.totalPence),
  ORDER_STATUS[order.status],
  order.delivery ? csvDay(order.dispatchedAt) || 'Not yet' : 'Nothing to post',
  order.isTest ? 'Yes' : 'No',
];

const voucherRow = ({ voucher, state, booking }: StaffVoucher) => [
  voucher.code,
  voucher.name,
  csvPounds(voucher.valuePence),
  csvDay(voucher.issuedAt),
  csvDay(voucher.expiresAt),
  VOUCHER_STATE[state],
  booking ? referenceOf(booking.id) : '',
];

/** The ORDERS and VOUCHERS tabs' CSV downloads (docs/product.md, Staff panel): en-GB dates, pounds as 129.00, references only. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class ExportsAdminController {
  constructor(
    private readonly orders: OrderDispatchService,
    private readonly vouchers: VoucherRedemption,
    private readonly changes: StaffChanges,
  ) {}

  @Get('orders.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV of every order, newest first (orders to dispatch first), header first', schema: { type: 'string' } })
  async ordersCsv(@Res({ passthrough: true }) response: Response): Promise<string> {
    const orders = await this.changes.record(
      () => everyRow((request) => this.orders.listPageForStaff(request)),
      (rows) => exported('orders.csv', rows.length),
    );
    const header = ['Reference', 'Placed', 'Paid', 'Email', 'Items', 'Postage (£)', 'Total (£)', 'Status', 'Dispatched', 'Test mode'];
    return sendCsv(response, 'orders', toCsv(header, orders.map(orderRow)));
  }

  @Get('vouchers.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV of every gift voucher, newest first, header first', schema: { type: 'string' } })
  async vouchersCsv(@Res({ passthrough: true }) response: Response): Promise<string> {
    const vouchers = await this.changes.record(
      () => everyRow((request) => this.vouchers.listForStaff(request)),
      (rows) => exported('vouchers.csv', rows.length),
    );
    const header = ['Code', 'For', 'Value (£)', 'Issued', 'Expires', 'State', 'Used by booking'];
    return sendCsv(response, 'vouchers', toCsv(header, vouchers.map(voucherRow)));
  }
}
