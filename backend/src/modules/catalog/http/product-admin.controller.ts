import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../account/account.public';
import { ProductImageService } from '../application/product-image.service';
import { ProductService } from '../application/product.service';
import { CreateProductDto, ProductDto, UpdateProductDto } from './product.dto';
import { UploadedImageDto, UploadImageDto } from './upload-image-admin.dto';
import { changedFields, StaffChanges } from '../../audit/audit.public';

/** The owner's management of the shop's products (the admin PRODUCTS tab): every route is the owner's (prices). */
@ApiTags('products')
@StaffOnly('owner')
@Controller('products')
export class ProductAdminController {
  constructor(
    private readonly products: ProductService,
    private readonly images: ProductImageService,
    private readonly changes: StaffChanges,
  ) {}

  @Get('all')
  @ApiOkResponse({ type: ProductDto, isArray: true, description: 'Every product, inactive ones included, newest first' })
  listAll(): Promise<ProductDto[]> {
    return this.products.listAll();
  }

  @Post()
  @ApiCreatedResponse({ type: ProductDto })
  create(@Body() body: CreateProductDto): Promise<ProductDto> {
    return this.changes.record(
      () => this.products.create(body),
      (product) => ({ kind: 'product.created', subject: product.id, summary: `Created product ${product.name}`, ...changedFields(null, product) }),
    );
  }

  @Post('upload-image')
  @ApiCreatedResponse({ type: UploadedImageDto })
  async uploadImage(@Body() body: UploadImageDto): Promise<UploadedImageDto> {
    return { imagePath: await this.images.upload(body.image) };
  }

  @Patch(':id')
  @ApiOkResponse({ type: ProductDto })
  async update(@Param('id') id: string, @Body() body: UpdateProductDto): Promise<ProductDto> {
    const before = await this.productOf(id);
    return this.changes.record(
      () => this.products.update(id, body),
      (product) => ({ kind: 'product.changed', subject: product.id, summary: `Changed product ${product.name}`, ...changedFields(before, product) }),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async delete(@Param('id') id: string): Promise<void> {
    const before = await this.productOf(id);
    await this.changes.record(
      () => this.products.delete(id),
      () => ({ kind: 'product.deleted', subject: id, summary: `Deleted product ${before?.name ?? id}`, ...changedFields(before, null) }),
    );
  }

  private async productOf(id: string): Promise<ProductDto | null> {
    return (await this.products.listAll()).find((product) => product.id === id) ?? null;
  }
}
