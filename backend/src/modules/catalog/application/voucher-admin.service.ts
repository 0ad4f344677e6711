import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { chosenName, ExperienceCatalogueService } from '../../experience/experience.public';
import { UnknownGiftOptionError } from '../domain/catalog.errors';
import type { VoucherExperience } from '../domain/product';
import type { GiftVoucher } from '../domain/voucher';
import {
  changeReason,
  extendedExpiry,
  handIssuedVoucher,
  type HandVoucherFor,
  StaffVoucherNotFoundError,
  type VoucherChange,
  VoucherValueInvalidError,
  voidVoucher,
} from '../domain/voucher-changes';
import { VOUCHER_REPOSITORY, VoucherRepository } from './voucher.ports';
import { VOUCHER_ISSUED_EVENT } from '../domain/catalog-events';

export { VOUCHER_REASON_MAX_LENGTH } from '../domain/voucher-changes';


/** A goodwill voucher as staff ask for it: an experience option or a value (not both), for a recipient, with a reason. */
export interface HandVoucherRequest {
  experience?: VoucherExperience | null;
  valuePence?: number | null;
  recipientEmail: string;
  reason: string;
}

/**
 * Staff manage vouchers (docs/product.md, Staff panel: VOUCHERS): extend an expiry, void one, issue one by hand. Each
 * change is recorded with its reason and the staff member in the same transaction.
 */
@Injectable()
export class VoucherAdminService {
  constructor(
    @Inject(VOUCHER_REPOSITORY) private readonly vouchers: VoucherRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly experiences: ExperienceCatalogueService,
  ) {}

  /** Moves the expiry to the end of `expiresOn` (a London date), later than it was. */
  @Transactional()
  async extend(id: string, expiresOn: string, reason: string, staffUserId: string, now = new Date()): Promise<GiftVoucher> {
    const voucher = await this.locked(id);
    const why = changeReason(reason);
    const expiresAt = extendedExpiry(voucher, expiresOn, now);
    await this.vouchers.setExpiry(id, expiresAt);
    await this.vouchers.record({ voucherId: id, kind: 'extended', reason: why, expiresBefore: voucher.expiresAt, expiresAfter: expiresAt, staffUserId });
    return { ...voucher, expiresAt };
  }

  /** Voids the voucher: it can no longer be redeemed. A booking it already paid for stands. */
  @Transactional()
  async void(id: string, reason: string, staffUserId: string, now = new Date()): Promise<GiftVoucher> {
    const voucher = await this.locked(id);
    const why = changeReason(reason);
    const voided = voidVoucher(voucher, why, now);
    await this.vouchers.apply(id, voided);
    await this.vouchers.record({ voucherId: id, kind: 'voided', reason: why, expiresBefore: null, expiresAfter: null, staffUserId });
    return { ...voucher, ...voided.changes };
  }

  /** Issues a goodwill voucher; its recipient is e-mailed it once the transaction commits. */
  @Transactional()
  async issue(request: HandVoucherRequest, staffUserId: string, now = new Date()): Promise<GiftVoucher> {
    const why = changeReason(request.reason);
    const voucher = await this.vouchers.insert(handIssuedVoucher(await this.whatFor(request), request.recipientEmail, now, randomBytes));
    await this.vouchers.record({ voucherId: voucher.id, kind: 'issued', reason: why, expiresBefore: null, expiresAfter: voucher.expiresAt, staffUserId });
    await this.events.publish(VOUCHER_ISSUED_EVENT({ voucherId: voucher.id }));
    return voucher;
  }

  /** What staff did to each voucher, oldest first. */
  changesOf(voucherIds: readonly string[]): Promise<VoucherChange[]> {
    return this.vouchers.changesOf(voucherIds);
  }

  private async locked(id: string): Promise<GiftVoucher> {
    const voucher = await this.vouchers.lock(id);
    if (!voucher) throw new StaffVoucherNotFoundError();
    return voucher;
  }

  /** An experience option priced as the catalogue has it now, or a value; exactly one of them. */
  private async whatFor(request: HandVoucherRequest): Promise<HandVoucherFor> {
    const hasValue = request.valuePence !== undefined && request.valuePence !== null;
    if (Boolean(request.experience) === hasValue) throw new VoucherValueInvalidError();
    if (!request.experience) return { kind: 'value', valuePence: request.valuePence as number };
    const chosen = await this.experiences.anyOption(request.experience.experienceId, request.experience.optionId);
    if (!chosen) throw new UnknownGiftOptionError();
    return {
      kind: 'experience',
      experience: { experienceId: chosen.experience.id, optionId: chosen.option.id },
      name: chosenName(chosen),
      pricePence: chosen.option.pricePence,
    };
  }
}
