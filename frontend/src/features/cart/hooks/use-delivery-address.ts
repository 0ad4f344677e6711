import { useCallback, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error';
import { deliveryProblemsOf, useCheckDeliveryMutation, type DeliveryAddress, type DeliveryField } from '../api/delivery-api';

export const EMPTY_ADDRESS: DeliveryAddress = { name: '', line1: '', line2: '', town: '', postcode: '' };

export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

// The checkout's own words (docs/product.md, Shop and cart), said before the server is asked.
const REQUIRED: [DeliveryField, string][] = [
  ['name', 'name'],
  ['line1', 'first line'],
  ['town', 'town'],
  ['postcode', 'postcode'],
];

/**
 * The cart's delivery address: empty fields are caught in the browser, then the server checks it by the checkout's own
 * rule (a UK postcode, no BFPO), so a bad postcode is fixed here and never fails inside payment.
 */
export function useDeliveryAddress() {
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [checkDelivery, { isLoading: checking }] = useCheckDeliveryMutation();

  const change = useCallback((field: DeliveryField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    // A field being corrected no longer shows the old reason.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
  }, []);

  /** True when the address can be posted to; otherwise the reasons are shown beside the fields. */
  const confirm = useCallback(async (): Promise<boolean> => {
    setProblem(null);
    const missing = Object.fromEntries(
      REQUIRED.filter(([field]) => !address[field]?.trim()).map(([field, label]) => [field, `Please enter the ${label} of the delivery address.`]),
    );
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return false;
    }
    try {
      const checked = await checkDelivery(address).unwrap();
      setAddress((current) => ({ ...current, postcode: checked.postcode }));
      setErrors({});
      return true;
    } catch (error) {
      const problems = deliveryProblemsOf(error);
      if (problems.length > 0) setErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
      else setProblem(apiErrorMessage(error, 'We could not check the address. Please try again.'));
      return false;
    }
  }, [address, checkDelivery]);

  return { address, change, errors, problem, confirm, checking };
}
