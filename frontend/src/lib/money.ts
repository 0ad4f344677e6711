/**
 * Formats integer pence as pounds, e.g. 125000 → "£1,250.00" (what `Intl.NumberFormat('en-GB', GBP)` gives).
 * Written out rather than with Intl: building a currency formatter costs a phone tens of milliseconds of main
 * thread on the first page that shows a price.
 */
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${pence < 0 && whole > 0 ? '-' : ''}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}

/** Formats integer pence as pounds without pence when they are whole, e.g. 12900 → "£129", 12950 → "£129.50". */
export function formatShortPence(pence: number): string {
  return formatPence(pence).replace(/\.00$/, '');
}
