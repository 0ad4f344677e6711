import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ENQUIRY_TYPES,
  type EnquiryType,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  MAX_NOTE_LENGTH,
} from '../../enquiry/enquiry.public';
import { PageInfoDto, PageQueryDto } from '../../../shared/http/page-query.dto';

const STATUS_MESSAGE = `status must be one of ${ENQUIRY_STATUSES.join(', ')}`;

export class EnquiryListQueryDto extends PageQueryDto {
  @ApiProperty({ required: false, enum: ENQUIRY_STATUSES, enumName: 'EnquiryStatus' })
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES, { message: STATUS_MESSAGE })
  status?: EnquiryStatus;
}

export class UpdateEnquiryDto {
  @ApiProperty({ required: false, enum: ENQUIRY_STATUSES, enumName: 'EnquiryStatus' })
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES, { message: STATUS_MESSAGE })
  status?: EnquiryStatus;

  @ApiProperty({ required: false, maxLength: MAX_NOTE_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTE_LENGTH, { message: `The note must be at most ${MAX_NOTE_LENGTH} characters.` })
  note?: string;
}

export class StaffEnquiryDto {
  @ApiProperty({
    enum: ['contact', 'course'],
    description: "'contact': the contact form; 'course': a paid Fear of Flying course awaiting its date",
  })
  kind: 'contact' | 'course';
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: ENQUIRY_TYPES, enumName: 'EnquiryType', nullable: true, description: 'Null for a course' })
  enquiryType: EnquiryType | null;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ENQUIRY_STATUSES, enumName: 'EnquiryStatus' }) status: EnquiryStatus;
  @ApiProperty() note: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class StaffEnquiryPageDto extends PageInfoDto {
  @ApiProperty({ type: StaffEnquiryDto, isArray: true }) items: StaffEnquiryDto[];
}
