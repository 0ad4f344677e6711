import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import { BookableOption, Booking } from '../domain/booking';
import {
  VoucherCover,
  voucherCover,
  VoucherNotFoundError,
  VoucherTerms,
  VoucherUsedError,
  VoucherUsedWhilePayingError,
  VoucherVoidedWhilePayingError,
} from '../domain/voucher-redemption';
import type { VoucherUseReader } from '../../catalog/catalog.public';
import { BookableOptions, BookableRequest } from './bookable-options';
import { BOOKING_REPOSITORY, BookingRepository, COURSE_BOOKING_REPOSITORY, CourseBookingRepository } from './booking.ports';


/** A voucher as the shop issued it. */
export interface IssuedVoucher extends VoucherTerms {
  issuedAt: Date;
  /** Who staff e-mailed a voucher issued by hand to; null for one an order bought. */
  recipientEmail: string | null;
  /** Why staff voided it (null while it is good). */
  voidReason: string | null;
}

/** Port: the shop's gift vouchers (the catalog module issues and keeps them). */
export interface VoucherCatalog {
  /** The voucher a customer typed (any case, spaces or no dashes), or null. */
  findByCode(typed: string): Promise<IssuedVoucher | null>;
  /** The same, locked until the active transaction ends (the shop's refund of its gift card waits for the use). */
  lockByCode(typed: string): Promise<IssuedVoucher | null>;
  findById(id: string): Promise<IssuedVoucher | null>;
  /** One page of vouchers, newest first, matching the search (code, product, buyer e-mail or order reference). */
  listPage(request: PageRequest): Promise<Page<IssuedVoucher>>;
  /** Vouchers not expired or void at `now`, used or not: ids and values. */
  unexpired(now: Date): Promise<{ id: string; valuePence: number }[]>;
}

export const VOUCHER_CATALOG = Symbol('VOUCHER_CATALOG');

export interface VoucherCheck {
  voucher: IssuedVoucher;
  /** What the card buys (null for a money card). */
  bought: BookableOption | null;
  chosen: BookableOption;
  cover: VoucherCover;
}

/** The voucher that pays, what the card buys (null for a money card) and what it covers. */
export interface Redeemed {
  voucher: IssuedVoucher;
  bought: BookableOption | null;
  cover: VoucherCover;
}

/** What staff see of a voucher: the booking that uses it, if any. */
export type VoucherState = 'issued' | 'held' | 'redeemed' | 'expired' | 'void';

export interface StaffVoucher {
  voucher: IssuedVoucher;
  /** What the card buys (null for a money card). */
  bought: BookableOption | null;
  state: VoucherState;
  booking: Booking | null;
}

/**
 * Gift vouchers redeemed at booking: what a code covers for a session, and which voucher pays a new
 * hold. That a voucher pays for one booking only is kept by the database (UQ_booking_voucher_once);
 * the check here gives the clear answer before anything is written.
 */
@Injectable()
export class VoucherRedemption implements VoucherUseReader {
  constructor(
    @Inject(VOUCHER_CATALOG) private readonly vouchers: VoucherCatalog,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    private readonly options: BookableOptions,
  ) {}

  /** What the code covers for the option and what is left to pay (POST /api/vouchers/check). */
  async check(typed: string, request: BookableRequest, now = new Date()): Promise<VoucherCheck> {
    const chosen = await this.options.onSale(request);
    return { ...(await this.covered(await this.vouchers.findByCode(typed), chosen, now)), chosen };
  }

  /**
   * The voucher that pays for a session being held now, and how much: refused when unknown, expired,
   * in use or for another experience. A hold that ran out no longer keeps its voucher (the caller
   * releases such holds in the same transaction before writing the new one). Called in the transaction that writes
   * the use: the voucher stays locked until it ends, so the shop's refund of its gift card cannot void it unseen.
   */
  async redeem(typed: string, chosen: BookableOption, now: Date): Promise<Redeemed> {
    return this.covered(await this.vouchers.lockByCode(typed), chosen, now);
  }

  /** Of these vouchers, those a booking or a course uses at `now` (catalog's VOUCHER_USE_READER: a used gift card is not refunded). */
  async usedOf(voucherIds: readonly string[], now: Date): Promise<string[]> {
    // In turn (as every read here): a redemption or a course's payment runs this in its transaction, on one connection.
    const slotUses = await this.bookings.voucherUses(voucherIds, now);
    const courseUses = await this.courses.voucherIdsUsed(voucherIds);
    return [...new Set([...slotUses.map((use) => use.voucherId as string), ...courseUses])];
  }

  /**
   * Whether the voucher a course was priced with when its payment was set up is still free for it now that the payment
   * succeeded: not voided, and not used meanwhile by a booking (whose hold does not see a course awaiting payment) or
   * another course. Locked as a redemption locks it, so a booking redeeming it at the same moment waits, then finds it used.
   */
  async stillFree(voucherId: string, now: Date): Promise<boolean> {
    const voucher = await this.vouchers.findById(voucherId);
    const locked = voucher && (await this.vouchers.lockByCode(voucher.code));
    return Boolean(locked && !locked.voidedAt) && (await this.usedOf([voucherId], now)).length === 0;
  }

  /** Why a course's card was refused for the voucher paying the rest (fulfilCoursePayment): cancelled by staff, or used. */
  async refusalWhilePaying(voucherId: string): Promise<VoucherVoidedWhilePayingError | VoucherUsedWhilePayingError> {
    const voucher = await this.vouchers.findById(voucherId);
    return voucher?.voidedAt ? new VoucherVoidedWhilePayingError() : new VoucherUsedWhilePayingError();
  }

  private async covered(voucher: IssuedVoucher | null, chosen: BookableOption, now: Date): Promise<Redeemed> {
    if (!voucher) throw new VoucherNotFoundError();
    const bought = voucher.experience && (await this.options.find(voucher.experience.experienceId, voucher.experience.optionId));
    const cover = voucherCover(voucher, bought, chosen, now);
    if ((await this.usedOf([voucher.id], now)).length > 0) throw new VoucherUsedError();
    return { voucher, bought, cover };
  }

  /** The printed code of the voucher that paid a booking (for its confirmation). */
  async codeOf(booking: Pick<Booking, 'voucherId'>): Promise<string | null> {
    return booking.voucherId ? ((await this.vouchers.findById(booking.voucherId))?.code ?? null) : null;
  }

  /** One page of vouchers with their state and the option each buys, for the admin VOUCHERS tab. */
  async listForStaff(request: PageRequest, now = new Date()): Promise<Page<StaffVoucher>> {
    const { items: vouchers, total } = await this.vouchers.listPage(request);
    return { items: await this.forStaff(vouchers, now), total };
  }

  /** One voucher as the VOUCHERS tab shows it (after staff changed it); not found when there is none. */
  async staffVoucher(id: string, now = new Date()): Promise<StaffVoucher> {
    const voucher = await this.vouchers.findById(id);
    if (!voucher) throw new VoucherNotFoundError();
    const [found] = await this.forStaff([voucher], now);
    return found;
  }

  private async forStaff(vouchers: IssuedVoucher[], now: Date): Promise<StaffVoucher[]> {
    // In turn, not at once: after a staff change, and for an export (audited), this runs in one transaction, whose one
    // connection takes one query at a time (pg 9 refuses another while one runs).
    const states = await this.withStates(vouchers, now);
    const bought = await this.boughtBy(vouchers);
    return states.map((entry, index) => ({ ...entry, bought: bought[index] }));
  }

  /** The vouchers with their state and the booking that uses each (a customer's dashboard, staff's tab); a course that used one has no booking here. */
  async withStates<V extends Pick<IssuedVoucher, 'id' | 'expiresAt' | 'voidedAt'>>(vouchers: V[], now = new Date()): Promise<{ voucher: V; state: VoucherState; booking: Booking | null }[]> {
    const ids = vouchers.map((voucher) => voucher.id);
    const uses = await this.bookings.voucherUses(ids, now);
    const courseUses = await this.courses.voucherIdsUsed(ids);
    return vouchers.map((voucher) => {
      const booking = uses.find((use) => use.voucherId === voucher.id) ?? null;
      const state: VoucherState = booking
        ? booking.status === 'held'
          ? 'held'
          : 'redeemed'
        : courseUses.includes(voucher.id)
          ? 'redeemed'
          : voucher.voidedAt
          ? 'void'
          : voucher.expiresAt <= now
          ? 'expired'
          : 'issued';
      return { voucher, state, booking };
    });
  }

  /** The option each voucher buys, read once per option, one read at a time. */
  private async boughtBy(vouchers: readonly IssuedVoucher[]): Promise<(BookableOption | null)[]> {
    const found = new Map<string, BookableOption | null>();
    const bought: (BookableOption | null)[] = [];
    for (const { experience } of vouchers) {
      if (!experience) {
        bought.push(null);
        continue;
      }
      const key = `${experience.experienceId}/${experience.optionId}`;
      if (!found.has(key)) found.set(key, await this.options.find(experience.experienceId, experience.optionId));
      bought.push(found.get(key) ?? null);
    }
    return bought;
  }
}
