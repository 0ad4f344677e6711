import { useMatches } from 'react-router';

/** The `handle` of a back-office route (the staff panel): no shop header, newsletter or footer around it. */
export const backOfficePage = () => ({ backOffice: true });

/** Whether the page on screen is back office (docs/product.md, Staff panel). */
export function useIsBackOffice(): boolean {
  return useMatches().some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice === true);
}
