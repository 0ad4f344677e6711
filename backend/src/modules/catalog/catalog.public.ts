/**
 * The catalog module's public surface: its Nest module, orders, vouchers and their staff services (its e-mail
 * composers reach the worker through its jobs/: CATALOG_JOBS). Other modules and the worker import catalog only
 * through this file (dependency-cruiser: modules-meet-through-public-files, worker-through-public-files); the rest
 * is catalog's own.
 */
export { CatalogModule } from './catalog.module';
export { OrderDispatchService } from './application/order-dispatch.service';
export { OrderQueryService } from './application/order-query.service';
export { OrderRefundQueries } from './application/order-refund-queries';
export { ORDER_PERSONAL_DATA, type OrderWithVouchers } from './application/order.ports';
export { VoucherAdminService } from './application/voucher-admin.service';
export { VoucherService } from './application/voucher.service';
export { VOUCHER_USE_READER, type VoucherUseReader } from './application/voucher-uses.ports';
export {
  HAND_VOUCHER_MAX_PENCE,
  HAND_VOUCHER_MIN_PENCE,
  VOUCHER_REASON_MAX_LENGTH,
  type VoucherChange,
} from './domain/voucher-changes';
export type { GiftVoucher } from './domain/voucher';
