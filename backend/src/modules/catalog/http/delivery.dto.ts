import { ApiProperty } from '@nestjs/swagger';

export class DeliveryTermsDto {
  @ApiProperty({ type: 'integer', example: 395, description: 'Flat postage per order holding posted items, integer pence' })
  postagePence: number;
  @ApiProperty({ example: 'Merchandise', description: 'The product category that is posted (the rest is digital)' })
  postedCategory: string;
}

export class CheckedDeliveryDto {
  @ApiProperty({ example: 'EX10 0JH', description: 'The postcode in its usual form' })
  postcode: string;
}
