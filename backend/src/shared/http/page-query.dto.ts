import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=&q=` of every paginated, searchable staff list. */
export class PageQueryDto {
  @ApiProperty({ required: false, minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(100_000)
  page = 1;

  @ApiProperty({ required: false, minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize = 25;

  @ApiProperty({ required: false, maxLength: 100, description: 'Free text search; blank lists everything' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

/** What every page of a staff list says besides its rows. */
export class PageInfoDto {
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ description: 'Rows matching the search, across all pages' }) total: number;
}
