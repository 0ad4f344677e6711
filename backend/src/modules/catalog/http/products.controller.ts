import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { jsonSnapshot } from '../../../shared/http/json-snapshot';
import { ProductService } from '../application/product.service';
import { ProductDto } from './product.dto';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductService) {}

  /**
   * The shop and every cart load read this. The list is kept in memory (see ProductService) and so is its JSON:
   * serialized and hashed once per list, not per request. Not rate limited.
   */
  @Get()
  @SkipThrottle()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({ type: ProductDto, isArray: true, description: 'Active products, cheapest first' })
  async listActive(@Res({ passthrough: true }) response: Response): Promise<string> {
    const { body, etag } = jsonSnapshot(await this.products.listActive());
    response.setHeader('ETag', etag);
    return body;
  }
}
