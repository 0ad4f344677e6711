import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error';
import { useCheckVoucherQuery, type VoucherCheckRequest } from './api/booking-api';
import type { VoucherFieldProps } from './components/voucher-field';

/**
 * The gift voucher applied to the option chosen (null while none is): the server says what it covers,
 * checked again whenever the option changes. `notApplied` is why a typed code cannot be used yet.
 */
export function useAppliedVoucher(chosen: Omit<VoucherCheckRequest, 'code'> | null) {
  const [code, setCode] = useState<string | null>(null);
  const clear = useCallback(() => setCode(null), []);
  const applies = code !== null && chosen !== null;
  const check = useCheckVoucherQuery(applies ? { code, ...chosen } : skipToken, { refetchOnMountOrArgChange: true });
  const voucher = applies ? check.currentData : undefined;
  const notApplied =
    code && !voucher
      ? check.isFetching
        ? 'Please wait while we check your voucher.'
        : apiErrorMessage(check.error, 'Please remove the voucher or choose a session it covers.')
      : null;
  const field: VoucherFieldProps = {
    applied: code,
    result: voucher,
    error: applies ? check.error : undefined,
    checking: check.isFetching,
    sessionChosen: chosen !== null,
    onApply: setCode,
    onRemove: clear,
  };
  return { voucher, notApplied, field, clear };
}
