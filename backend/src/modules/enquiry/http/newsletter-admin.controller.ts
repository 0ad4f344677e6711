import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { toCsv } from '../../../shared/http/csv';
import { StaffOnly } from '../../account/account.public';
import { NewsletterService } from '../newsletter.service';
import { NewsletterSubscriberDto } from './newsletter-admin.dto';
import { exported, StaffChanges } from '../../audit/audit.public';

/** The admin SUBSCRIBERS tab (the owner's: every subscriber's e-mail): confirmed newsletter subscribers and their CSV export. */
@ApiTags('enquiries')
@StaffOnly('owner')
@Controller('admin/newsletter-subscribers')
export class NewsletterAdminController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly changes: StaffChanges,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: NewsletterSubscriberDto, isArray: true, description: 'Confirmed subscribers, first confirmed first' })
  async list(): Promise<NewsletterSubscriberDto[]> {
    const subscribers = await this.newsletter.confirmedSubscribers();
    return subscribers.map((subscriber) => ({
      email: subscriber.email,
      consentAt: subscriber.consentAt.toISOString(),
      confirmedAt: (subscriber.confirmedAt as Date).toISOString(),
    }));
  }

  @Get('export.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'email, consent given, confirmed (cells starting = + - @ carry a leading apostrophe)' })
  async exportCsv(@Res({ passthrough: true }) res: Response): Promise<string> {
    const subscribers = await this.changes.record(
      () => this.newsletter.confirmedSubscribers(),
      (rows) => exported('newsletter-subscribers.csv', rows.length),
    );
    res.type('text/csv; charset=utf-8').attachment('newsletter-subscribers.csv');
    return toCsv(
      ['email', 'consent_given_at', 'confirmed_at'],
      subscribers.map((subscriber) => [subscriber.email, subscriber.consentAt.toISOString(), (subscriber.confirmedAt as Date).toISOString()]),
    );
  }
}
