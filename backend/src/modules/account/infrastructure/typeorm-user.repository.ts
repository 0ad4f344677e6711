import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { In } from 'typeorm';
import { rowById } from '../../../shared/database/row-by-id';
import type { NewUser, UserRepository } from '../application/account.ports';
import type { StaffMember } from '../domain/staff-account';
import type { StaffRole, User } from '../domain/user';
import { UserEntity } from './user.entity';
import { isUuid } from '../../../shared/uuid';

const toUser = (row: UserEntity): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  passwordHash: row.passwordHash,
  createdAt: row.createdAt,
  deactivatedAt: row.deactivatedAt,
});

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: User['role'];
  password_hash: string | null;
  created_at: Date;
  deactivated_at: Date | null;
}

const fromRow = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  deactivatedAt: row.deactivated_at,
});

const COLUMNS = `"id", "email", "name", "role", "password_hash", "created_at", "deactivated_at"`;

/** Users in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmUserRepository extends RowsRepository(UserEntity) implements UserRepository {
  findById(id: string): Promise<User | null> {
    return rowById(this.rows, id, toUser);
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    const valid = ids.filter(isUuid);
    return valid.length === 0 ? [] : (await this.rows.findBy({ id: In(valid) })).map(toUser);
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.rows.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getOne();
    return row && toUser(row);
  }

  async createIfAbsent(user: NewUser): Promise<{ user: User; created: boolean }> {
    // ON CONFLICT on the lower(email) index: two bookings racing for one new e-mail create one account.
    const inserted: UserRow[] = await this.txHost.tx.query(
      `INSERT INTO "user_account" ("email", "name", "role", "password_hash") VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower("email"))) DO NOTHING RETURNING ${COLUMNS}`,
      [user.email, user.name, user.role, user.passwordHash],
    );
    if (inserted.length) return { user: fromRow(inserted[0]), created: true };
    const existing = await this.findByEmail(user.email);
    if (!existing) throw new Error('The account vanished between insert and read');
    return { user: existing, created: false };
  }

  async upsertAdmin(user: Omit<NewUser, 'role'> & { passwordHash: string }): Promise<User> {
    const [row]: UserRow[] = await this.txHost.tx.query(
      `INSERT INTO "user_account" ("email", "name", "role", "password_hash") VALUES ($1, $2, 'owner', $3)
       ON CONFLICT ((lower("email"))) DO UPDATE SET "role" = 'owner', "password_hash" = EXCLUDED."password_hash", "deactivated_at" = NULL, "updated_at" = now()
       RETURNING ${COLUMNS}`,
      [user.email, user.name, user.passwordHash],
    );
    return fromRow(row);
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id: userId }, { passwordHash });
  }

  async listStaff(): Promise<StaffMember[]> {
    const rows: (Omit<UserRow, 'created_at'> & { enrolled: boolean })[] = await this.txHost.tx.query(
      `SELECT u."id", u."email", u."name", u."role", u."password_hash", u."deactivated_at", (t."enrolled_at" IS NOT NULL) AS "enrolled"
       FROM "user_account" u LEFT JOIN "staff_two_factor" t ON t."user_id" = u."id"
       WHERE u."role" IN ('owner', 'staff', 'instructor') ORDER BY lower(u."name"), u."email"`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as StaffRole,
      deactivatedAt: row.deactivated_at,
      passwordSet: row.password_hash !== null,
      twoFactorEnrolled: row.enrolled,
    }));
  }

  async setRole(userId: string, role: StaffRole): Promise<void> {
    await this.rows.update({ id: userId }, { role });
  }

  async setDeactivatedAt(userId: string, at: Date | null): Promise<void> {
    await this.rows.update({ id: userId }, { deactivatedAt: at });
  }

  async countActiveOwnersForUpdate(): Promise<number> {
    const rows: unknown[] = await this.txHost.tx.query(
      `SELECT "id" FROM "user_account" WHERE "role" = 'owner' AND "deactivated_at" IS NULL FOR UPDATE`,
    );
    return rows.length;
  }

  async delete(userId: string): Promise<void> {
    await this.rows.delete({ id: userId });
  }
}
