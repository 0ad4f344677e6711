import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class VerifyDevAccessDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  password: string;
}

export class DevAccessStatusDto {
  @ApiProperty() requiresAuth: boolean;
  @ApiProperty() authenticated: boolean;
}

export class DevAccessVerifiedDto {
  @ApiProperty() authenticated: boolean;
}
