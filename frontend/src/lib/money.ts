const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Formats integer pence as pounds, e.g. 125000 → "£1,250.00". */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

/** Formats integer pence as pounds without pence when they are whole, e.g. 12900 → "£129", 12950 → "£129.50". */
export function formatShortPence(pence: number): string {
  return formatPence(pence).replace(/\.00$/, '');
}
