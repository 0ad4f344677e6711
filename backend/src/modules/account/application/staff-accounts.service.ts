import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { StaffEmailTakenError, StaffMemberNotFoundError, StaffSelfChangeError } from '../domain/account.errors';
import { passwordLinkRequested } from '../domain/password-link';
import { StaffChange, staffChangeRefusal, StaffMember } from '../domain/staff-account';
import { isStaffRole, normalizeEmail, type StaffRole, type User } from '../domain/user';
import { LOGIN_SESSION_STORE, LoginSessionStore, USER_REPOSITORY, UserRepository } from './account.ports';
import { TwoFactorService } from './two-factor.service';

export type { StaffChange, StaffMember } from '../domain/staff-account';

/** A staff member before and after the owner's change (for the audit trail). */
export interface StaffMemberChanged {
  before: StaffMember;
  after: StaffMember;
}

/** The owner's STAFF tab: colleagues invited by e-mail, their roles, access and two-step sign-in (docs/product.md, Staff panel). */
@Injectable()
export class StaffAccountsService {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(LOGIN_SESSION_STORE) private readonly sessions: LoginSessionStore,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly twoFactor: TwoFactorService,
  ) {}

  list(): Promise<StaffMember[]> {
    return this.users.listStaff();
  }

  /** A new staff account without a password, and the invitation e-mail with its set-password link (valid 7 days). */
  @Transactional()
  async invite(input: { name: string; email: string; role: StaffRole }): Promise<StaffMember> {
    const { user, created } = await this.users.createIfAbsent({
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      passwordHash: null,
    });
    if (!created) throw new StaffEmailTakenError();
    await this.events.publish(passwordLinkRequested(user.id, 'staff-invite', new Date()));
    return this.member(user.id);
  }

  /**
   * Changes a colleague's role, or deactivates / reactivates them. Nobody changes themselves and the last active owner
   * stays one. Deactivating ends their sessions at once (and every later request finds them signed out).
   */
  @Transactional()
  async change(actorId: string, targetId: string, change: StaffChange): Promise<StaffMemberChanged> {
    const before = await this.member(targetId);
    const target = await this.staffMember(targetId);
    const refusal = staffChangeRefusal(actorId, target, change, await this.users.countActiveOwnersForUpdate());
    if (refusal) throw refusal;
    if ('role' in change) await this.users.setRole(target.id, change.role);
    else {
      await this.users.setDeactivatedAt(target.id, change.active ? null : new Date());
      if (!change.active) await this.sessions.endAllOf(target.id);
    }
    return { before, after: await this.member(target.id) };
  }

  /** A lost phone: the colleague's authenticator and recovery codes are forgotten, their sessions end; they enrol again. */
  @Transactional()
  async resetTwoFactor(actorId: string, targetId: string): Promise<StaffMemberChanged> {
    const before = await this.member(targetId);
    if (actorId === before.id) throw new StaffSelfChangeError();
    await this.twoFactor.reset(before.id);
    await this.sessions.endAllOf(before.id);
    return { before, after: await this.member(before.id) };
  }

  private async staffMember(id: string): Promise<User & { role: StaffRole }> {
    const user = await this.users.findById(id);
    if (!user || !isStaffRole(user.role)) throw new StaffMemberNotFoundError();
    return { ...user, role: user.role };
  }

  private async member(id: string): Promise<StaffMember> {
    const member = (await this.users.listStaff()).find((staff) => staff.id === id);
    if (!member) throw new StaffMemberNotFoundError();
    return member;
  }
}
