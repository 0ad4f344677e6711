import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { NewsletterLinkInvalidError } from '../domain/newsletter';
import { NewsletterService } from '../newsletter.service';
import { ENQUIRY_RATE_LIMIT } from './enquiry.controller';
import { ConfirmNewsletterDto, NewsletterConfirmedDto, NewsletterSubscribedDto, NewsletterUnsubscribedDto, SubscribeNewsletterDto } from './enquiry.dto';

/** The footer form's double opt-in: subscribe, confirm by the e-mailed link, unsubscribe in one click. */
@ApiTags('enquiries')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** Records consent and e-mails a confirmation link; every answer is the same, whatever the address's state. */
  @Post()
  @HttpCode(200)
  @Throttle({ default: ENQUIRY_RATE_LIMIT })
  @ApiOkResponse({ type: NewsletterSubscribedDto })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED; nothing is stored' })
  @ApiTooManyRequestsResponse({ description: 'REQUEST.RATE_LIMITED' })
  async subscribe(@Body() body: SubscribeNewsletterDto, @Req() req: Request): Promise<NewsletterSubscribedDto> {
    await this.newsletter.subscribe(body.email, req.ip ?? null);
    return { subscribed: true };
  }

  /** The page the confirmation e-mail's button opens posts its token here. */
  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: NewsletterConfirmedDto })
  @ApiNotFoundResponse({ description: 'NEWSLETTER.LINK_INVALID' })
  async confirm(@Body() body: ConfirmNewsletterDto): Promise<NewsletterConfirmedDto> {
    if (!(await this.newsletter.confirm(body.token))) throw new NewsletterLinkInvalidError();
    return { confirmed: true };
  }

  /**
   * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form here, the
   * unsubscribe page posts with no body. The token in the query is the only credential; the body is ignored.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiQuery({ name: 'token', type: String })
  @ApiOkResponse({ type: NewsletterUnsubscribedDto })
  async unsubscribe(@Query('token') token: unknown): Promise<NewsletterUnsubscribedDto> {
    await this.newsletter.unsubscribe(token);
    return { unsubscribed: true };
  }
}
