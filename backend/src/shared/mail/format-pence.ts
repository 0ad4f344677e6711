/** One formatter for the process: `toLocaleString` with options builds a new one on every call. */
const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** £1,250.00 style, from integer pence: how every e-mail writes money. */
export const formatPence = (pence: number) => POUNDS.format(pence / 100);
