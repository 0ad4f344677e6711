const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Formats integer pence as pounds, e.g. 125000 → "£1,250.00". */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}
