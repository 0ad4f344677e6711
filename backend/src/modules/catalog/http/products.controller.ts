import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ProductService } from '../application/product.service';
import { ProductDto } from './product.dto';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductService) {}

  /** The shop and every cart load read this; it is served from memory (see ProductService), so it is not rate limited. */
  @Get()
  @SkipThrottle()
  @ApiOkResponse({ type: ProductDto, isArray: true, description: 'Active products, cheapest first' })
  listActive(): Promise<ProductDto[]> {
    return this.products.listActive();
  }
}
