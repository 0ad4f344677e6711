/**
 * Port: which gift vouchers have been used. The booking module redeems them and answers (its bookings and courses);
 * the API's root module wires it (CatalogHttpModule.register), so catalog imports no booking.
 */
export interface VoucherUseReader {
  /** Of these vouchers, the ids of those used at `now`, read in the caller's transaction. */
  usedOf(voucherIds: readonly string[], now: Date): Promise<string[]>;
}

export const VOUCHER_USE_READER = Symbol('VOUCHER_USE_READER');
