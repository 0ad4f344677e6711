/** What stands in for a deleted customer on the bookings and orders kept for the accounts (six years). */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

export function anonymisedCustomer(userId: string): { name: string; email: string } {
  return { name: DELETED_CUSTOMER_NAME, email: `deleted-${userId}@invalid` };
}
