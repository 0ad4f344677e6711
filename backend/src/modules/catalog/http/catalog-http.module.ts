import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog.module';
import { OrderAdminController } from './order-admin.controller';
import { OrderController } from './order.controller';
import { ProductAdminController } from './product-admin.controller';
import { ProductsController } from './products.controller';

@Module({
  imports: [CatalogModule],
  controllers: [ProductsController, ProductAdminController, OrderController, OrderAdminController],
})
export class CatalogHttpModule {}
