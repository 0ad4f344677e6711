import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { AccountService } from '../application/account.service';

/** API start: the staff account from ADMIN_EMAIL / ADMIN_PASSWORD is created, or promoted and updated. */
@Injectable()
export class AdminAccountBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly accounts: AccountService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.accounts.ensureAdmin(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
  }
}
