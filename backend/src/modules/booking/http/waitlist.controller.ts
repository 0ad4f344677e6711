import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BookingPaymentIntentDto } from './booking-checkout.dto';
import { toSummary } from './booking-views';
import { WaitlistOffersService } from '../application/waitlist-offers.service';
import { toEntryDto, JoinWaitlistDto, WaitlistEntryDto, WaitlistOfferDto } from './waitlist.dto';
import { WaitlistService } from '../application/waitlist.service';
import { rememberHold, toPaymentStarted } from './booking-session';
import { HoldRateLimitGuard } from './hold-rate-limit.guard';

/**
 * The waitlist (docs/product.md, Waitlist): "Tell me if this frees up", the leave link and the offer link from the
 * e-mails. Links carry the entry's or the offer's random token, so nobody opens someone else's.
 */
@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly offers: WaitlistOffersService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOkResponse({ type: WaitlistEntryDto })
  @UseGuards(HoldRateLimitGuard)
  async join(@Body() body: JoinWaitlistDto): Promise<WaitlistEntryDto> {
    return toEntryDto(await this.waitlist.join(body));
  }

  @Get('entries/:token')
  @ApiOkResponse({ type: WaitlistEntryDto })
  @ApiNotFoundResponse({ description: 'WAITLIST.LINK_INVALID' })
  async entry(@Param('token') token: string): Promise<WaitlistEntryDto> {
    return toEntryDto(await this.waitlist.entry(token));
  }

  @Post('entries/:token/leave')
  @HttpCode(200)
  @ApiOkResponse({ type: WaitlistEntryDto, description: 'Off the waitlist (again: nothing changes); a slot held for the person is given back' })
  @ApiNotFoundResponse({ description: 'WAITLIST.LINK_INVALID' })
  async leave(@Param('token') token: string): Promise<WaitlistEntryDto> {
    return toEntryDto(await this.waitlist.leave(token));
  }

  @Get('offers/:token')
  @ApiOkResponse({ type: WaitlistOfferDto })
  @ApiNotFoundResponse({ description: 'WAITLIST.LINK_INVALID' })
  async offer(@Param('token') token: string): Promise<WaitlistOfferDto> {
    const { offer, booking, live, status } = await this.offers.view(token);
    return {
      status,
      live,
      bookingId: booking.id,
      sessionName: booking.sessionName,
      date: offer.date,
      timeSlot: offer.timeSlot,
      durationMinutes: booking.durationMinutes,
      partySize: booking.partySize,
      totalPrice: booking.totalPrice,
      expiresAt: offer.expiresAt.toISOString(),
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
    };
  }

  @Post('offers/:token/payment')
  @HttpCode(200)
  @ApiOkResponse({ type: BookingPaymentIntentDto, description: 'The payment of the held slot (the same one when asked again)' })
  @ApiGoneResponse({ description: 'WAITLIST.OFFER_ENDED: the 30 minutes ran out (the slot went to the next person) or it was paid' })
  @ApiNotFoundResponse({ description: 'WAITLIST.LINK_INVALID' })
  async pay(@Param('token') token: string, @Req() request: Request): Promise<BookingPaymentIntentDto> {
    const started = await this.offers.startPayment(token);
    rememberHold(request, started.booking.id);
    return toPaymentStarted(started, toSummary(started.booking));
  }
}
