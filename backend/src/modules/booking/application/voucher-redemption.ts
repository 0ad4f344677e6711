import { Inject, Injectable } from '@nestjs/common';
import { Booking, slotSession } from '../domain/booking';
import { SessionDefinition } from '../domain/session-catalogue';
import {
  ChosenSession,
  VoucherCover,
  voucherCover,
  VoucherNotFoundError,
  VoucherTerms,
  VoucherUsedError,
} from '../domain/voucher-redemption';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';

/** A voucher as the shop issued it. */
export interface IssuedVoucher extends VoucherTerms {
  issuedAt: Date;
}

/** Port: the shop's gift vouchers (the catalog module issues and keeps them). */
export interface VoucherCatalog {
  /** The voucher a customer typed (any case, spaces or no dashes), or null. */
  findByCode(typed: string): Promise<IssuedVoucher | null>;
  findById(id: string): Promise<IssuedVoucher | null>;
  /** Every voucher, newest first. */
  listAll(): Promise<IssuedVoucher[]>;
}

export const VOUCHER_CATALOG = Symbol('VOUCHER_CATALOG');

export interface VoucherCheck {
  voucher: IssuedVoucher;
  session: SessionDefinition;
  durationMinutes: number;
  pricePence: number;
  cover: VoucherCover;
}

/** What staff see of a voucher: the booking that uses it, if any. */
export type VoucherState = 'issued' | 'held' | 'redeemed' | 'expired';

export interface StaffVoucher {
  voucher: IssuedVoucher;
  state: VoucherState;
  booking: Booking | null;
}

/**
 * Gift vouchers redeemed at booking: what a code covers for a session, and which voucher pays a new
 * hold. That a voucher pays for one booking only is kept by the database (UQ_booking_voucher_once);
 * the check here gives the clear answer before anything is written.
 */
@Injectable()
export class VoucherRedemption {
  constructor(
    @Inject(VOUCHER_CATALOG) private readonly vouchers: VoucherCatalog,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
  ) {}

  /** What the code covers for the session and what is left to pay (POST /api/vouchers/check). */
  async check(typed: string, sessionType: string, durationMinutes: number | null, now = new Date()): Promise<VoucherCheck> {
    const { session, durationMinutes: minutes, pricePence } = slotSession(sessionType, durationMinutes);
    const { voucher, cover } = await this.redeem(typed, { sessionType: session.id, durationMinutes: minutes, pricePence }, now);
    return { voucher, session, durationMinutes: minutes, pricePence, cover };
  }

  /**
   * The voucher that pays for a session being held now, and how much: refused when unknown, expired,
   * in use or for another experience. A hold that ran out no longer keeps its voucher (the caller
   * releases such holds in the same transaction before writing the new one).
   */
  async redeem(typed: string, chosen: ChosenSession, now: Date): Promise<{ voucher: IssuedVoucher; cover: VoucherCover }> {
    const voucher = await this.vouchers.findByCode(typed);
    if (!voucher) throw new VoucherNotFoundError();
    const cover = voucherCover(voucher, chosen, now);
    if ((await this.bookings.voucherUses([voucher.id], now)).length > 0) throw new VoucherUsedError();
    return { voucher, cover };
  }

  /** The printed code of the voucher that paid a booking (for its confirmation). */
  async codeOf(booking: Pick<Booking, 'voucherId'>): Promise<string | null> {
    return booking.voucherId ? ((await this.vouchers.findById(booking.voucherId))?.code ?? null) : null;
  }

  /** Every voucher with its state, for the admin VOUCHERS tab. */
  async listForStaff(now = new Date()): Promise<StaffVoucher[]> {
    const vouchers = await this.vouchers.listAll();
    const uses = await this.bookings.voucherUses(
      vouchers.map((voucher) => voucher.id),
      now,
    );
    return vouchers.map((voucher) => {
      const booking = uses.find((use) => use.voucherId === voucher.id) ?? null;
      const state: VoucherState = booking
        ? booking.status === 'held'
          ? 'held'
          : 'redeemed'
        : voucher.expiresAt <= now
          ? 'expired'
          : 'issued';
      return { voucher, state, booking };
    });
  }
}
