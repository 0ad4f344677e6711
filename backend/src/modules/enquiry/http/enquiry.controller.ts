import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { EnquiryService } from '../enquiry.service';
import { ContactMessageReceivedDto, CreateContactMessageDto, NewsletterSubscribedDto, SubscribeNewsletterDto } from './enquiry.dto';

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
    const message = await this.enquiries.receiveEnquiry({
      name: body.name,
      email: body.email,
      phone: body.phone,
      enquiryType: body.enquiryType,
      message: body.message,
    });
    return { id: message.id, createdAt: message.createdAt.toISOString() };
  }

  /** The footer form. Subscribing an address twice is a success both times and stores it once. */
  @Post('newsletter')
  @HttpCode(200)
  @Throttle({ default: ENQUIRY_RATE_LIMIT })
  @ApiOkResponse({ type: NewsletterSubscribedDto })
  async subscribe(@Body() body: SubscribeNewsletterDto): Promise<NewsletterSubscribedDto> {
    await this.enquiries.subscribe(body.email);
    return { subscribed: true };
  }
}
