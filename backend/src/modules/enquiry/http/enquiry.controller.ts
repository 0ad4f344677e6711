import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { EnquiryService } from '../enquiry.service';
import { ContactMessageReceivedDto, CreateContactMessageDto } from './enquiry.dto';

/** Per client (IP): enough for a person correcting a typo, too few for a spam run. */
export const ENQUIRY_RATE_LIMIT = { limit: 5, ttl: 10 * 60_000 };

@ApiTags('enquiries')
@ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED or REQUEST.MALFORMED_JSON; nothing is stored' })
@ApiTooManyRequestsResponse({ description: 'REQUEST.RATE_LIMITED' })
@Controller()
export class EnquiryController {
  constructor(private readonly enquiries: EnquiryService) {}

  /** The contact form: stores the enquiry; the worker then e-mails staff and an acknowledgement to the sender. */
  @Post('contacts')
  @Throttle({ default: ENQUIRY_RATE_LIMIT })
  @ApiCreatedResponse({ type: ContactMessageReceivedDto })
  async contact(@Body() body: CreateContactMessageDto): Promise<ContactMessageReceivedDto> {
    // A bot filled the hidden field: it is answered like anyone (so it learns nothing), nothing is stored or sent.
    if (body.website) return { id: randomUUID(), createdAt: new Date().toISOString() };
    const message = await this.enquiries.receiveEnquiry({
      name: body.name,
      email: body.email,
      phone: body.phone,
      enquiryType: body.enquiryType,
      message: body.message,
    });
    return { id: message.id, createdAt: message.createdAt.toISOString() };
  }
}
