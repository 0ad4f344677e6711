import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountModule } from '../account.module';
import { DevAccessController } from './dev-access.controller';
import { DevAccessGuard } from './dev-access.guard';

@Module({
  imports: [AccountModule],
  controllers: [DevAccessController],
  providers: [{ provide: APP_GUARD, useClass: DevAccessGuard }],
})
export class AccountHttpModule {}
