import type { RouteMatch } from 'react-router';

/** The `handle` of a back-office route (the staff panel): no shop header, newsletter or footer around it. */
export const backOfficePage = () => ({ backOffice: true });

/** Whether the page the routes matched is back office (docs/product.md, Staff panel). */
export function isBackOffice(matches: RouteMatch[]): boolean {
  return matches.some((match) => (match.route.handle as { backOffice?: boolean } | undefined)?.backOffice === true);
}
