import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PageQueryDto } from '../../../shared/http/page-query.dto';
import { SignedInStaff, type StaffMember, StaffOnly } from '../../account/account.public';
import { changedFields, StaffChanges } from '../../audit/audit.public';
import { duration, type StaffVoucher, VoucherRedemption } from '../../booking/booking.public';
import { type VoucherChange, VoucherAdminService } from '../../catalog/catalog.public';
import { ExtendVoucherDto, IssueVoucherDto, StaffVoucherDto, StaffVoucherPageDto, VoidVoucherDto } from './voucher-admin.dto';
import { referenceOf } from '../../../shared/reference';

const toStaffVoucher = ({ voucher, bought, state, booking }: StaffVoucher, changes: readonly VoucherChange[]): StaffVoucherDto => ({
  id: voucher.id,
  code: voucher.code,
  name: voucher.name,
  experience: bought && `${bought.name} (${duration(bought.minutes)})`,
  valuePence: voucher.valuePence,
  issuedAt: voucher.issuedAt.toISOString(),
  expiresAt: voucher.expiresAt.toISOString(),
  state,
  recipientEmail: voucher.recipientEmail,
  voidReason: voucher.voidReason,
  changes: changes
    .filter((change) => change.voucherId === voucher.id)
    .map((change) => ({ kind: change.kind, reason: change.reason, expiresAfter: change.expiresAfter?.toISOString() ?? null, at: change.createdAt.toISOString() })),
  booking: booking && {
    id: booking.id,
    reference: referenceOf(booking.id),
    name: booking.name,
    email: booking.email,
    sessionName: booking.sessionName,
    date: booking.date,
    timeSlot: booking.timeSlot,
    status: booking.status,
    voucherForfeited: booking.voucherForfeited,
  },
});

/**
 * The admin VOUCHERS tab: gift vouchers a page at a time, each with the booking that redeemed it and what staff did
 * to it; staff extend an expiry, void a voucher or issue one by hand, each with a reason (docs/product.md, Staff panel).
 */
@ApiTags('vouchers')
@StaffOnly()
@Controller('admin/vouchers')
export class VoucherAdminController {
  constructor(
    private readonly vouchers: VoucherRedemption,
    private readonly admin: VoucherAdminService,
    private readonly changes: StaffChanges,
  ) {}

  @Get()
  @ApiOkResponse({
    type: StaffVoucherPageDto,
    description:
      'Newest first: issued, held by a booking being paid, redeemed, expired or void; searchable by code (any case, spaces or dashes), product, buyer or recipient e-mail, or order reference',
  })
  async list(@Query() query: PageQueryDto): Promise<StaffVoucherPageDto> {
    const { items, total } = await this.vouchers.listForStaff({ page: query.page, pageSize: query.pageSize, search: query.q });
    const changes = await this.admin.changesOf(items.map(({ voucher }) => voucher.id));
    return { items: items.map((item) => toStaffVoucher(item, changes)), total, page: query.page, pageSize: query.pageSize };
  }

  /** A goodwill voucher for an experience option or a value; the recipient is e-mailed it. */
  @Post()
  @ApiCreatedResponse({ type: StaffVoucherDto })
  @ApiBadRequestResponse({ description: 'VOUCHER.VALUE_INVALID, VOUCHER.REASON_REQUIRED, CATALOG.UNKNOWN_GIFT_OPTION' })
  async issue(@Body() body: IssueVoucherDto, @SignedInStaff() staff: StaffMember): Promise<StaffVoucherDto> {
    return this.changes.record(
      async () => this.view((await this.admin.issue(body, staff.id)).id),
      (voucher) => ({ kind: 'voucher.issued', subject: voucher.code, summary: `Issued goodwill voucher ${voucher.code}`, ...changedFields(null, voucher) }),
    );
  }

  @Post(':id/extend')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffVoucherDto })
  @ApiBadRequestResponse({ description: 'VOUCHER.EXPIRY_INVALID, VOUCHER.REASON_REQUIRED' })
  @ApiNotFoundResponse({ description: 'VOUCHER.NOT_FOUND' })
  @ApiConflictResponse({ description: 'VOUCHER.ALREADY_VOID' })
  async extend(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ExtendVoucherDto, @SignedInStaff() staff: StaffMember): Promise<StaffVoucherDto> {
    return this.voucherChange(id, 'voucher.extended', 'Extended', () => this.admin.extend(id, body.expiresOn, body.reason, staff.id));
  }

  @Post(':id/void')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffVoucherDto })
  @ApiBadRequestResponse({ description: 'VOUCHER.REASON_REQUIRED' })
  @ApiNotFoundResponse({ description: 'VOUCHER.NOT_FOUND' })
  @ApiConflictResponse({ description: 'VOUCHER.ALREADY_VOID' })
  async void(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: VoidVoucherDto, @SignedInStaff() staff: StaffMember): Promise<StaffVoucherDto> {
    return this.voucherChange(id, 'voucher.voided', 'Voided', () => this.admin.void(id, body.reason, staff.id));
  }

  /** A change to a voucher, recorded with the voucher's fields before and after. */
  private async voucherChange(id: string, kind: string, verb: string, change: () => Promise<unknown>): Promise<StaffVoucherDto> {
    const before = await this.view(id);
    return this.changes.record(
      async () => {
        await change();
        return this.view(id);
      },
      (after) => ({ kind, subject: after.code, summary: `${verb} voucher ${after.code}`, ...changedFields(before, after) }),
    );
  }

  private async view(id: string): Promise<StaffVoucherDto> {
    // One after the other: inside a change's transaction both queries share its one connection.
    const voucher = await this.vouchers.staffVoucher(id);
    const changes = await this.admin.changesOf([id]);
    return toStaffVoucher(voucher, changes);
  }
}
