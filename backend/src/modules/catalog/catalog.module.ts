import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentModule } from '../payment/payment.module';
import { IMAGE_STORAGE, PRODUCT_REPOSITORY } from './application/catalog.ports';
import { OrderMailComposer } from './application/order-mail.composer';
import { ORDER_REPOSITORY } from './application/order.ports';
import { OrderService } from './application/order.service';
import { ProductImageService } from './application/product-image.service';
import { ProductService } from './application/product.service';
import { VoucherService } from './application/voucher.service';
import { LocalDiskImageStorage } from './infrastructure/local-disk-image.storage';
import { GiftVoucherEntity, OrderEntity, OrderLineEntity } from './infrastructure/order.entity';
import { ProductEntity } from './infrastructure/product.entity';
import { TypeOrmOrderRepository } from './infrastructure/typeorm-order.repository';
import { TypeOrmProductRepository } from './infrastructure/typeorm-product.repository';

/** The shop: products and their images (orders and gift vouchers join later). */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, OrderEntity, OrderLineEntity, GiftVoucherEntity]), PaymentModule],
  providers: [
    ProductService,
    ProductImageService,
    { provide: PRODUCT_REPOSITORY, useClass: TypeOrmProductRepository },
    { provide: IMAGE_STORAGE, useClass: LocalDiskImageStorage },
    OrderService,
    OrderMailComposer,
    VoucherService,
    { provide: ORDER_REPOSITORY, useClass: TypeOrmOrderRepository },
  ],
  exports: [ProductService, ProductImageService, OrderService, OrderMailComposer, VoucherService],
})
export class CatalogModule {}
