import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../../shared/http/staff-only.decorator';
import { OrderService } from '../application/order.service';
import { StaffOrderDto } from './order.dto';

/** The admin ORDERS tab: recent orders with their lines and voucher codes. */
@ApiTags('orders')
@StaffOnly()
@Controller('orders')
export class OrderAdminController {
  constructor(private readonly orders: OrderService) {}

  @Get()
  @ApiOkResponse({ type: StaffOrderDto, isArray: true, description: 'The 200 most recent orders, newest first' })
  async list(): Promise<StaffOrderDto[]> {
    const orders = await this.orders.listForStaff();
    return orders.map((order) => ({
      id: order.id,
      reference: order.id.slice(0, 8).toUpperCase(),
      email: order.email,
      status: order.status,
      totalPence: order.totalPence,
      isTest: order.isTest,
      paymentIntentId: order.paymentIntentId,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      lines: order.lines.map((line) => ({
        productName: line.productName,
        category: line.category,
        quantity: line.quantity,
        unitPricePence: line.unitPricePence,
      })),
      vouchers: order.vouchers.map((voucher) => ({ code: voucher.code, productName: voucher.productName, expiresAt: voucher.expiresAt })),
    }));
  }
}
