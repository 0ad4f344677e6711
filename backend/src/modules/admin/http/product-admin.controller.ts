import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from './staff-only.decorator';
import { ProductImageService } from '../../catalog/application/product-image.service';
import { ProductService } from '../../catalog/application/product.service';
import { CreateProductDto, ProductDto, UpdateProductDto } from '../../catalog/application/product.dto';
import { UploadedImageDto, UploadImageDto } from './upload-image-admin.dto';

/** Staff management of the shop's products (the admin PRODUCTS tab). Every route needs an admin session. */
@ApiTags('products')
@StaffOnly()
@Controller('products')
export class ProductAdminController {
  constructor(
    private readonly products: ProductService,
    private readonly images: ProductImageService,
  ) {}

  @Get('all')
  @ApiOkResponse({ type: ProductDto, isArray: true, description: 'Every product, inactive ones included, newest first' })
  listAll(): Promise<ProductDto[]> {
    return this.products.listAll();
  }

  @Post()
  @ApiCreatedResponse({ type: ProductDto })
  create(@Body() body: CreateProductDto): Promise<ProductDto> {
    return this.products.create(body);
  }

  @Post('upload-image')
  @ApiCreatedResponse({ type: UploadedImageDto })
  async uploadImage(@Body() body: UploadImageDto): Promise<UploadedImageDto> {
    return { imagePath: await this.images.upload(body.image) };
  }

  @Patch(':id')
  @ApiOkResponse({ type: ProductDto })
  update(@Param('id') id: string, @Body() body: UpdateProductDto): Promise<ProductDto> {
    return this.products.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async delete(@Param('id') id: string): Promise<void> {
    await this.products.delete(id);
  }
}
