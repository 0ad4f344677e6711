import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.public';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExperienceModule } from '../experience/experience.public';
import { PaymentModule } from '../payment/payment.public';
import { IMAGE_ENCODER, IMAGE_STORAGE, PRODUCT_REPOSITORY } from './application/catalog.ports';
import { OrderMailComposer } from './application/order-mail.composer';
import { ORDER_PERSONAL_DATA, ORDER_REPOSITORY } from './application/order.ports';
import { OrderPersonalData } from './application/order-personal-data';
import { OrderCheckoutService } from './application/order-checkout.service';
import { OrderDispatchService } from './application/order-dispatch.service';
import { OrderLinks } from './application/order-links';
import { OrderQueryService } from './application/order-query.service';
import { ProductImageService } from './application/product-image.service';
import { ProductService } from './application/product.service';
import { VoucherService } from './application/voucher.service';
import { VoucherAdminService } from './application/voucher-admin.service';
import { VoucherMailComposer } from './application/voucher-mail.composer';
import { VOUCHER_REPOSITORY } from './application/voucher.ports';
import { TypeOrmVoucherRepository } from './infrastructure/typeorm-voucher.repository';
import { OrderRefundQueries } from './application/order-refund-queries';
import { ORDER_REFUND_REPOSITORY } from './application/order-refund.ports';
import { TypeOrmOrderRefundRepository } from './infrastructure/typeorm-order-refund.repository';
import { LocalDiskImageStorage } from './infrastructure/local-disk-image.storage';
import { GiftVoucherChangeEntity, GiftVoucherEntity, OrderEntity, OrderLineEntity, OrderRefundEntity } from './infrastructure/order.entity';
import { ProductEntity } from './infrastructure/product.entity';
import { SharpImageEncoder } from './infrastructure/sharp-image.encoder';
import { TypeOrmOrderRepository } from './infrastructure/typeorm-order.repository';
import { TypeOrmProductRepository } from './infrastructure/typeorm-product.repository';
import { GiftDeliveryService } from './application/gift-delivery.service';
import { GIFT_DELIVERY_REPOSITORY } from './application/gift-delivery.ports';
import { GiftDeliveryMailComposer } from './application/gift-delivery-mail.composer';
import { TypeOrmGiftDeliveryRepository } from './infrastructure/typeorm-gift-delivery.repository';

/** The module's use cases and mail composers: its HTTP part and the worker inject them, the other modules through catalog.public. */
const SERVICES = [
  ProductService,
  ProductImageService,
  OrderCheckoutService,
  OrderDispatchService,
  OrderQueryService,
  OrderMailComposer,
  VoucherService,
  VoucherAdminService,
  VoucherMailComposer,
  OrderRefundQueries,
  GiftDeliveryService,
  GiftDeliveryMailComposer,
];

/** The shop: products and their images, orders paid through the payment module, gift vouchers and their delivery on a chosen day, refunds. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ProductEntity, OrderEntity, OrderLineEntity, GiftVoucherEntity, GiftVoucherChangeEntity, OrderRefundEntity]),
    PaymentModule,
    ExperienceModule,
    AuditModule,
  ],
  providers: [
    ...SERVICES,
    OrderLinks,
    { provide: PRODUCT_REPOSITORY, useClass: TypeOrmProductRepository },
    { provide: IMAGE_STORAGE, useClass: LocalDiskImageStorage },
    { provide: IMAGE_ENCODER, useClass: SharpImageEncoder },
    { provide: VOUCHER_REPOSITORY, useClass: TypeOrmVoucherRepository },
    { provide: ORDER_REPOSITORY, useClass: TypeOrmOrderRepository },
    { provide: GIFT_DELIVERY_REPOSITORY, useClass: TypeOrmGiftDeliveryRepository },
    { provide: ORDER_REFUND_REPOSITORY, useClass: TypeOrmOrderRefundRepository },
    // The account module's PersonalDataHolder port (a customer's data export and account deletion).
    { provide: ORDER_PERSONAL_DATA, useClass: OrderPersonalData },
  ],
  exports: [
    ...SERVICES,
    ORDER_PERSONAL_DATA,
    // For the staff's order refunds (CatalogHttpModule), which need booking's answer on which vouchers are used.
    ORDER_REPOSITORY, ORDER_REFUND_REPOSITORY, VOUCHER_REPOSITORY,
  ],
})
export class CatalogModule {}
