/** The short reference a customer and staff quote for a booking or an order: the first 8 hex digits of its id, upper case. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

/** SQL: the id of the row `alias` has the reference in the query parameter `parameter`, in any letter case (see referenceOf). */
export const hasReference = (alias: string, parameter: string) => `upper(left(${alias}.id::text, 8)) = upper(:${parameter})`;
