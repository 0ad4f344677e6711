import { ApiProperty } from '@nestjs/swagger';

export class MyOrderLineDto {
  @ApiProperty() productName: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) unitPricePence: number;
}

export class MyVoucherDto {
  @ApiProperty({ example: 'SKY-7K3M-9Q2X-BC4D' }) code: string;
  @ApiProperty({ example: 'Try and Fly Gift Card' }) name: string;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) valuePence: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'Valid until' }) expiresAt: string;
  @ApiProperty({ enum: ['issued', 'held', 'redeemed', 'expired', 'void'], description: "'issued': not used yet; 'void': cancelled by staff" })
  state: 'issued' | 'held' | 'redeemed' | 'expired' | 'void';
}

export class MyOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'A1B2C3D4' }) reference: string;
  @ApiProperty({ example: 'paid' }) status: string;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) totalPence: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: MyOrderLineDto, isArray: true }) lines: MyOrderLineDto[];
  @ApiProperty({ type: MyVoucherDto, isArray: true, description: 'Gift vouchers the order issued' }) vouchers: MyVoucherDto[];
}
