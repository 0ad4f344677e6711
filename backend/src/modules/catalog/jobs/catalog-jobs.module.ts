import { Module } from '@nestjs/common';
import { CLOCK } from '../../../shared/clock';
import type { ModuleJobs } from '../../../shared/queue/module-jobs';
import { GiftDeliveryMailComposer } from '../application/gift-delivery-mail.composer';
import { OrderMailComposer } from '../application/order-mail.composer';
import { VoucherMailComposer } from '../application/voucher-mail.composer';
import { CatalogModule } from '../catalog.module';
import { CatalogProcessor } from './catalog.processor';

/** The shop's jobs (gift cards delivered on their day): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [CatalogModule],
  providers: [CatalogProcessor, { provide: CLOCK, useValue: () => new Date() }],
})
export class CatalogJobsModule {}

/** What the shop gives the worker: the gift sweep, and its e-mails (receipts, dispatch and refund notices, vouchers, gifts). */
export const CATALOG_JOBS: ModuleJobs = {
  modules: [CatalogModule, CatalogJobsModule],
  mailComposers: [OrderMailComposer, VoucherMailComposer, GiftDeliveryMailComposer],
  consumers: [],
};
