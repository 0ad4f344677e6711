/** £1,250.00 style, from integer pence: how every e-mail writes money. */
export const formatPence = (pence: number) =>
  (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
