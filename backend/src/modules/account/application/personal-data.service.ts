import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { DeletionPasswordWrongError, NotSignedInError, StaffCannotDeleteSelfError } from '../domain/account.errors';
import { anonymisedCustomer } from '../domain/personal-data';
import type { SessionUser } from '../domain/user';
import {
  DataSubject,
  LOGIN_SESSION_STORE,
  LoginSessionStore,
  PASSWORD_HASHER,
  PasswordHasher,
  PERSONAL_DATA_HOLDERS,
  PersonalDataHolder,
  USER_REPOSITORY,
  UserRepository,
} from './account.ports';
import { CustomerNotesService } from './customer-notes.service';

/**
 * A customer's own data (UK GDPR): everything held about them as JSON, and deleting the account. Each
 * module answers for its own tables through the PersonalDataHolder port; this service only asks them.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(LOGIN_SESSION_STORE) private readonly sessions: LoginSessionStore,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(PERSONAL_DATA_HOLDERS) private readonly holders: PersonalDataHolder[],
    private readonly customerNotes: CustomerNotesService,
  ) {}

  /** The account and every module's part, keyed by area. */
  async exportFor(sessionUser: SessionUser, now = new Date()): Promise<Record<string, unknown>> {
    const user = await this.users.findById(sessionUser.id);
    if (!user) throw new NotSignedInError();
    const subject: DataSubject = { userId: user.id, email: user.email };
    const parts = await Promise.all(this.holders.map(async (holder) => [holder.area, await holder.exportFor(subject)] as const));
    return {
      exportedAt: now.toISOString(),
      account: { id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.createdAt.toISOString() },
      ...Object.fromEntries(parts),
    };
  }

  /**
   * Deletes the account after its password is given again: refused for staff and while sessions are
   * still to come; the records kept for the accounts are anonymised, the rest deleted, and every
   * login session of the account ends. All of it or nothing, in one transaction.
   */
  @Transactional()
  async deleteAccount(sessionUser: SessionUser, password: string, now = new Date()): Promise<void> {
    const user = await this.users.findById(sessionUser.id);
    if (!user) throw new NotSignedInError();
    if (user.role !== 'customer') throw new StaffCannotDeleteSelfError();
    if (!user.passwordHash || !(await this.hasher.verify(user.passwordHash, password))) throw new DeletionPasswordWrongError();
    const subject: DataSubject = { userId: user.id, email: user.email };
    for (const holder of this.holders) await holder.assertErasable(subject, now);
    const anonymised = anonymisedCustomer(user.id);
    for (const holder of this.holders) await holder.erase(subject, anonymised);
    await this.customerNotes.forget(user.email);
    await this.sessions.endAllOf(user.id);
    await this.users.delete(user.id);
  }
}
