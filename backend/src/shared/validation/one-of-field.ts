import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** A required field taking one of `values`: a named enum in the OpenAPI document, refused with the list it takes. */
export const OneOfField = (values: readonly string[], enumName: string) =>
  applyDecorators(
    ApiProperty({ enum: values, enumName }),
    IsIn(values, { message: `$property must be one of: ${values.join(', ')}` }),
  );
