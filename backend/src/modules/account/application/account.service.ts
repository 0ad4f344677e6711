import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { InvalidAccountDetailsError } from '../domain/account.errors';
import { passwordLinkRequested } from '../domain/password-link';
import { emailProblem, MAX_NAME_LENGTH, normalizeEmail, SessionUser, toSessionUser } from '../domain/user';
import {
  LOGIN_SESSION_STORE,
  LoginSessionStore,
  PASSWORD_HASHER,
  PasswordHasher,
  USER_REPOSITORY,
  UserRepository,
} from './account.ports';

/** What another module's controller answers when nobody is signed in. */
export { NotSignedInError } from '../domain/account.errors';

/** Accounts other parts of the product need: a customer's for a booking, the admin from the config, staff e-mails. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(LOGIN_SESSION_STORE) private readonly sessions: LoginSessionStore,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /** The e-mail of each account among these ids (staff who made bookings, for the admin panel); deleted accounts are absent. */
  async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const users = await this.users.findByIds([...new Set(userIds)]);
    return new Map(users.map((user) => [user.id, user.email]));
  }

  /** At API start: the account of ADMIN_EMAIL/ADMIN_PASSWORD exists, is an active owner and has that password (the first owner, and the way back in: docs/runbook.md). */
  async ensureAdmin(email: string, password: string): Promise<SessionUser> {
    const normalized = normalizeEmail(email);
    const existing = await this.users.findByEmail(normalized);
    if (
      existing?.role === 'owner' &&
      !existing.deactivatedAt &&
      existing.passwordHash &&
      (await this.hasher.verify(existing.passwordHash, password))
    ) {
      return toSessionUser(existing);
    }
    const admin = await this.users.upsertAdmin({
      email: normalized,
      name: existing?.name ?? 'Staff',
      passwordHash: await this.hasher.hash(password),
    });
    // A changed password ends the sessions opened with the old one.
    if (existing) await this.sessions.endAllOf(admin.id);
    this.logger.log(
      { userId: admin.id },
      existing ? 'Admin account updated from ADMIN_EMAIL/ADMIN_PASSWORD' : 'Admin account created',
    );
    return toSessionUser(admin);
  }

  /**
   * For the booking module: the id of the account of this e-mail (any letter case), created when there
   * is none. Only a new account gets a set-password link (valid 7 days), e-mailed by the worker, so
   * calling it again (a retried job, a second booking) sends nothing more; an expired link is replaced
   * with Forgot password. Joins the caller's transaction.
   */
  @Transactional()
  async ensureAccountForBooking(email: string, name: string): Promise<string> {
    const problem = emailProblem(email);
    if (problem) throw new InvalidAccountDetailsError(problem);
    const cleanName = name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH) || 'Customer';
    const { user, created } = await this.users.createIfAbsent({
      email: normalizeEmail(email),
      name: cleanName,
      role: 'customer',
      passwordHash: null,
    });
    if (created) await this.events.publish(passwordLinkRequested(user.id, 'set-password', new Date()));
    return user.id;
  }
}
