import { Module } from '@nestjs/common';
import { DevAccessService } from './application/dev-access.service';

@Module({
  providers: [DevAccessService],
  exports: [DevAccessService],
})
export class AccountModule {}
