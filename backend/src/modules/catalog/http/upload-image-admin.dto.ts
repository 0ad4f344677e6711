import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The JSON body is capped at 3 MB (configure-app), which fits a 2 MB image in base64. */
export class UploadImageDto {
  @ApiProperty({ description: 'The image as a data URL: data:image/png;base64,...', maxLength: 3_000_000 })
  @IsString({ message: 'Please select an image file' })
  @MaxLength(3_000_000, { message: 'Image must be smaller than 2MB' })
  image: string;

  @ApiProperty({ required: false, maxLength: 255, description: 'The original file name; informational only, never used to store the file' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  filename?: string;
}

export class UploadedImageDto {
  @ApiProperty({ example: '/uploads/products/3f2a9c1e-6b1d-4d7e-9a55-0c1f8e2b7d10.png' })
  imagePath: string;
}
