import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import {
  categoryProblem,
  imageProblem,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGE_PATH_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PRICE_PENCE,
  MIN_PRICE_PENCE,
  PRODUCT_CATEGORIES,
  priceProblem,
  type ProductCategory,
  textProblem,
} from '../domain/product';
import { trim } from '../../../shared/http/customer-contact.dto';
import { GiftForDto } from '../../../shared/http/gift-for.dto';
import { Satisfies } from '../../../shared/validation/satisfies';

const emptyImageIsNone = Transform(({ value }) => (value === '' ? null : value));
/** PATCH: a field may be left out, but not set to null. */
const Omittable = () => ValidateIf((_object, value) => value !== undefined);

const GIFT_FOR_DESCRIPTION =
  'Gift Card category only: the experience option the card buys, or null for a money card worth its price';
/** Left out, null, or a nested { experienceId, optionId }. */
const OptionalGiftFor = () =>
  applyDecorators(
    IsOptional(),
    IsObject({ message: 'giftFor must be an object or null' }),
    ValidateNested(),
    Type(() => GiftForDto),
  );

export class CreateProductDto {
  @ApiProperty({ minLength: 1, maxLength: MAX_NAME_LENGTH, example: 'Try and Fly Gift Card' })
  @trim
  @Satisfies('name', (value) => textProblem('Name', value, MAX_NAME_LENGTH))
  name: string;

  @ApiProperty({ minLength: 1, maxLength: MAX_DESCRIPTION_LENGTH })
  @trim
  @Satisfies('description', (value) => textProblem('Description', value, MAX_DESCRIPTION_LENGTH))
  description: string;

  @ApiProperty({ type: 'integer', minimum: MIN_PRICE_PENCE, maximum: MAX_PRICE_PENCE, description: 'Integer pence', example: 12900 })
  @Satisfies('price', priceProblem)
  price: number;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: MAX_IMAGE_PATH_LENGTH, example: '/uploads/products/0b6f….png' })
  @emptyImageIsNone
  @IsOptional()
  @Satisfies('image', imageProblem)
  image?: string | null;

  @ApiProperty({ enum: PRODUCT_CATEGORIES, enumName: 'ProductCategory' })
  @Satisfies('category', categoryProblem)
  category: ProductCategory;

  @ApiProperty({ required: false, default: true })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  active?: boolean;

  @ApiProperty({ type: () => GiftForDto, nullable: true, required: false, default: null, description: GIFT_FOR_DESCRIPTION })
  @OptionalGiftFor()
  giftFor?: GiftForDto | null;
}

export class UpdateProductDto {
  @ApiProperty({ required: false, minLength: 1, maxLength: MAX_NAME_LENGTH })
  @trim
  @Omittable()
  @Satisfies('name', (value) => textProblem('Name', value, MAX_NAME_LENGTH))
  name?: string;

  @ApiProperty({ required: false, minLength: 1, maxLength: MAX_DESCRIPTION_LENGTH })
  @trim
  @Omittable()
  @Satisfies('description', (value) => textProblem('Description', value, MAX_DESCRIPTION_LENGTH))
  description?: string;

  @ApiProperty({ required: false, type: 'integer', minimum: MIN_PRICE_PENCE, maximum: MAX_PRICE_PENCE, description: 'Integer pence' })
  @Omittable()
  @Satisfies('price', priceProblem)
  price?: number;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: MAX_IMAGE_PATH_LENGTH })
  @emptyImageIsNone
  @Omittable()
  @Satisfies('image', imageProblem)
  image?: string | null;

  @ApiProperty({ required: false, enum: PRODUCT_CATEGORIES, enumName: 'ProductCategory' })
  @Omittable()
  @Satisfies('category', categoryProblem)
  category?: ProductCategory;

  @ApiProperty({ required: false })
  @Omittable()
  @IsBoolean({ message: 'Active must be true or false' })
  active?: boolean;

  @ApiProperty({
    type: () => GiftForDto,
    nullable: true,
    required: false,
    description: `${GIFT_FOR_DESCRIPTION}; left out, it is unchanged`,
  })
  @OptionalGiftFor()
  giftFor?: GiftForDto | null;
}

export class ProductDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) price: number;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ enum: PRODUCT_CATEGORIES, enumName: 'ProductCategory' }) category: ProductCategory;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: () => GiftForDto, nullable: true, description: 'The experience option a gift card buys; null for a money card and every other product' })
  giftFor: GiftForDto | null;
}
