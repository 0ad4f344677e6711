import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { NotSignedInError } from '../application/account.service';
import {
  StaffAccountsService,
  type StaffChange,
  type StaffMember,
  type StaffMemberChanged,
} from '../application/staff-accounts.service';
import { type AuditChange, changedFields, StaffChanges } from '../../audit/audit.public';
import { ChangeStaffAccessDto, ChangeStaffRoleDto, InviteStaffDto, StaffMemberDto } from './staff-accounts-admin.dto';
import { StaffOnly } from '../application/staff-only';

const toDto = ({ deactivatedAt, ...member }: StaffMember, actorId: string): StaffMemberDto => ({
  ...member,
  active: deactivatedAt === null,
  you: member.id === actorId,
});

/** What the trail keeps of a staff member (their name and e-mail are personal: the id is the subject). */
const trailFields = (member: StaffMember) => ({
  role: member.role,
  active: member.deactivatedAt === null,
  twoFactorEnrolled: member.twoFactorEnrolled,
});

const staffChange =
  (kind: string, summary: string) =>
  ({ before, after }: StaffMemberChanged): AuditChange => ({
    kind,
    subject: after.id,
    summary,
    ...changedFields(trailFields(before), trailFields(after)),
  });

const actorOf = (req: Request): string => {
  if (!req.user) throw new NotSignedInError();
  return req.user.id;
};

/** The owner's STAFF tab: colleagues, their roles, access and two-step sign-in (docs/product.md, Staff panel). */
@ApiTags('admin')
@StaffOnly('owner')
@Controller('admin/staff')
export class StaffAccountsAdminController {
  constructor(
    private readonly staff: StaffAccountsService,
    private readonly changes: StaffChanges,
  ) {}

  @Get()
  @ApiOkResponse({ type: StaffMemberDto, isArray: true })
  async list(@Req() req: Request): Promise<StaffMemberDto[]> {
    const actor = actorOf(req);
    return (await this.staff.list()).map((member) => toDto(member, actor));
  }

  /** A new staff account and an e-mail with a set-password link (valid 7 days). */
  @Post()
  @ApiCreatedResponse({ type: StaffMemberDto })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED: name, e-mail or role' })
  @ApiConflictResponse({ description: 'STAFF.EMAIL_TAKEN: the e-mail already has an account' })
  async invite(@Body() body: InviteStaffDto, @Req() req: Request): Promise<StaffMemberDto> {
    const member = await this.changes.record(
      () => this.staff.invite(body),
      (after) => ({
        kind: 'staff.invited',
        subject: after.id,
        summary: `Invited a colleague as ${after.role}`,
        ...changedFields(null, trailFields(after)),
      }),
    );
    return toDto(member, actorOf(req));
  }

  @Put(':id/role')
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ description: 'STAFF.NOT_FOUND' })
  @ApiConflictResponse({ description: 'STAFF.SELF_CHANGE (your own role) or STAFF.LAST_OWNER (the last active owner)' })
  changeRole(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ChangeStaffRoleDto,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    return this.apply(req, id, { role: body.role }, staffChange('staff.role-changed', `Made a colleague ${body.role}`));
  }

  /** Deactivating ends the person's sessions at once; reactivating lets them sign in again. */
  @Put(':id/access')
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ description: 'STAFF.NOT_FOUND' })
  @ApiConflictResponse({ description: 'STAFF.SELF_CHANGE (yourself) or STAFF.LAST_OWNER (the last active owner)' })
  changeAccess(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ChangeStaffAccessDto,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    const [kind, summary] = body.active
      ? ['staff.reactivated', 'Reactivated a colleague']
      : ['staff.deactivated', 'Deactivated a colleague'];
    return this.apply(req, id, { active: body.active }, staffChange(kind, summary));
  }

  /** A lost phone: the colleague sets up two-step sign-in again at their next sign-in. */
  @Delete(':id/two-factor')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ description: 'STAFF.NOT_FOUND' })
  @ApiConflictResponse({ description: 'STAFF.SELF_CHANGE: another owner resets your own' })
  async resetTwoFactor(@Param('id', new ParseUUIDPipe()) id: string, @Req() req: Request): Promise<StaffMemberDto> {
    const actor = actorOf(req);
    const { after } = await this.changes.record(
      () => this.staff.resetTwoFactor(actor, id),
      staffChange('staff.two-factor-reset', "Reset a colleague's two-step sign-in"),
    );
    return toDto(after, actor);
  }

  private async apply(
    req: Request,
    id: string,
    change: StaffChange,
    describe: (result: StaffMemberChanged) => AuditChange,
  ): Promise<StaffMemberDto> {
    const actor = actorOf(req);
    const { after } = await this.changes.record(() => this.staff.change(actor, id, change), describe);
    return toDto(after, actor);
  }
}
