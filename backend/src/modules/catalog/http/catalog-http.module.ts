import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog.module';
import { DeliveryController } from './delivery.controller';
import { MyGiftsController } from './my-gifts.controller';
import { OrderController } from './order.controller';
import { ProductsController } from './products.controller';

@Module({
  imports: [CatalogModule],
  controllers: [ProductsController, OrderController, DeliveryController, MyGiftsController],
})
export class CatalogHttpModule {}
