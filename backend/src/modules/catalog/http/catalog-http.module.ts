import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog.module';
import { OrderController } from './order.controller';
import { ProductAdminController } from './product-admin.controller';
import { ProductsController } from './products.controller';

@Module({
  imports: [CatalogModule],
  controllers: [ProductsController, ProductAdminController, OrderController],
})
export class CatalogHttpModule {}
