/** The short reference a customer and staff quote for a booking or an order: the first 8 hex digits of its id, upper case. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
