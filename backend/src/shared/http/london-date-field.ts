import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** A London calendar date 'YYYY-MM-DD' (the service reads it). Checks length, then type. */
export const LondonDateField = (example: string, description: string) =>
  applyDecorators(ApiProperty({ example, description }), MaxLength(10), IsString());
