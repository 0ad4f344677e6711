import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountMailComposer } from './application/account-mail.composer';
import {
  ATTEMPT_COUNTER,
  LOGIN_SESSION_STORE,
  PASSWORD_HASHER,
  PASSWORD_TOKEN_REPOSITORY,
  TOTP_AUTHENTICATOR,
  TWO_FACTOR_REPOSITORY,
  USER_REPOSITORY,
} from './application/account.ports';
import { StaffAccountsService } from './application/staff-accounts.service';
import { TwoFactorService } from './application/two-factor.service';
import { OtplibTotpAuthenticator } from './infrastructure/otplib-totp.authenticator';
import { TypeOrmTwoFactorRepository } from './infrastructure/typeorm-two-factor.repository';
import { AccountService } from './application/account.service';
import { PasswordLinkService } from './application/password-link.service';
import { SignInService } from './application/sign-in.service';
import { DevAccessService } from './application/dev-access.service';
import { PasswordLinkTokens } from './application/password-link-tokens';
import { Argon2PasswordHasher } from './infrastructure/argon2-password.hasher';
import { PasswordTokenEntity } from './infrastructure/password-token.entity';
import { PgLoginSessionStore } from './infrastructure/pg-login-session.store';
import { PostgresAttemptCounter } from './infrastructure/postgres-attempt.counter';
import { TypeOrmPasswordTokenRepository } from './infrastructure/typeorm-password-token.repository';
import { TypeOrmUserRepository } from './infrastructure/typeorm-user.repository';
import { UserEntity } from './infrastructure/user.entity';
import { CUSTOMER_NOTE_REPOSITORY, CustomerNotesService } from './application/customer-notes.service';
import { CustomerNoteEntity } from './infrastructure/customer-note.entity';
import { TypeOrmCustomerNoteRepository } from './infrastructure/typeorm-customer-note.repository';

/** The module's use cases and mail composer: its HTTP part and the worker inject them, the other modules through account.public. */
const SERVICES = [
  DevAccessService,
  AccountService,
  SignInService,
  PasswordLinkService,
  AccountMailComposer,
  CustomerNotesService,
  StaffAccountsService,
];

/** Users, sign-in (with staff two-step sign-in), roles and staff accounts, password links and the pre-launch gate. Imported by the API (HTTP part) and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, PasswordTokenEntity, CustomerNoteEntity])],
  providers: [
    ...SERVICES,
    PasswordLinkTokens,
    TwoFactorService,
    { provide: TWO_FACTOR_REPOSITORY, useClass: TypeOrmTwoFactorRepository },
    { provide: TOTP_AUTHENTICATOR, useClass: OtplibTotpAuthenticator },
    { provide: USER_REPOSITORY, useClass: TypeOrmUserRepository },
    { provide: LOGIN_SESSION_STORE, useClass: PgLoginSessionStore },
    { provide: PASSWORD_TOKEN_REPOSITORY, useClass: TypeOrmPasswordTokenRepository },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
    { provide: ATTEMPT_COUNTER, useClass: PostgresAttemptCounter },
    { provide: CUSTOMER_NOTE_REPOSITORY, useClass: TypeOrmCustomerNoteRepository },
  ],
  // The repository and hasher also serve the account's HTTP part (PersonalDataService is composed there).
  exports: [...SERVICES, USER_REPOSITORY, LOGIN_SESSION_STORE, PASSWORD_HASHER],
})
export class AccountModule {}
