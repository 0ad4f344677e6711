import { Module } from '@nestjs/common';
import { EnquiryModule } from '../enquiry.module';
import { EnquiryController } from './enquiry.controller';

@Module({
  imports: [EnquiryModule],
  controllers: [EnquiryController],
})
export class EnquiryHttpModule {}
