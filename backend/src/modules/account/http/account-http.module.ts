import { DynamicModule, InjectionToken, MiddlewareConsumer, Module, ModuleMetadata, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditModule } from '../../audit/audit.public';
import { AccountModule } from '../account.module';
import { PERSONAL_DATA_HOLDERS, PersonalDataHolder } from '../application/account.ports';
import { PersonalDataService } from '../application/personal-data.service';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AuthController } from './auth.controller';
import { DevAccessController } from './dev-access.controller';
import { DevAccessGuard } from './dev-access.guard';
import { MyAccountController } from './my-account.controller';
import { PassportSession, PassportSessionMiddleware } from './passport-session';
import { PasswordResetController } from './password-reset.controller';
import { StaffAccountsAdminController } from './staff-accounts-admin.controller';

/** The modules that hold part of a customer's personal data, and the tokens of their PersonalDataHolder adapters. */
export interface PersonalDataSources {
  imports: NonNullable<ModuleMetadata['imports']>;
  holders: InjectionToken[];
}

/**
 * Sign-in, sessions, the pre-launch gate and a customer's own account (export, deletion). The
 * account module knows no other module: the API's root module names the holders of personal data (`register`).
 */
@Module({})
export class AccountHttpModule implements NestModule {
  static register({ imports, holders }: PersonalDataSources): DynamicModule {
    return {
      module: AccountHttpModule,
      imports: [AccountModule, AuditModule, ...imports],
      controllers: [DevAccessController, AuthController, PasswordResetController, MyAccountController, StaffAccountsAdminController],
      providers: [
        { provide: APP_GUARD, useClass: DevAccessGuard },
        PassportSession,
        AdminAccountBootstrap,
        PersonalDataService,
        { provide: PERSONAL_DATA_HOLDERS, useFactory: (...found: PersonalDataHolder[]) => found, inject: holders },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PassportSessionMiddleware).forRoutes('{*path}');
  }
}
