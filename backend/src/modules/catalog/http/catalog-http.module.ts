import { DynamicModule, InjectionToken, Module, ModuleMetadata } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.public';
import { PaymentModule } from '../../payment/payment.public';
import { OrderRefundService } from '../application/order-refund.service';
import { VOUCHER_USE_READER } from '../application/voucher-uses.ports';
import { CatalogModule } from '../catalog.module';
import { DeliveryController } from './delivery.controller';
import { MyGiftsController } from './my-gifts.controller';
import { OrderController } from './order.controller';
import { OrdersAdminController } from './orders-admin.controller';
import { ProductAdminController } from './product-admin.controller';
import { ProductsController } from './products.controller';

/** Who answers which gift vouchers are used (the booking module, which redeems them), and the module that provides it. */
export interface VoucherUseSource {
  imports: NonNullable<ModuleMetadata['imports']>;
  reader: InjectionToken;
}

/**
 * The shop's routes. Staff's order refunds refuse a gift card whose voucher has been used, which the booking module
 * knows: the API's root module names who answers (`register`), so catalog imports no booking.
 */
@Module({})
export class CatalogHttpModule {
  static register({ imports, reader }: VoucherUseSource): DynamicModule {
    return {
      module: CatalogHttpModule,
      imports: [CatalogModule, AuditModule, PaymentModule, ...imports],
      // The staff tabs (@StaffOnly()) after the public routes.
      controllers: [ProductsController, OrderController, DeliveryController, MyGiftsController, ProductAdminController, OrdersAdminController],
      providers: [OrderRefundService, { provide: VOUCHER_USE_READER, useExisting: reader }],
    };
  }
}
