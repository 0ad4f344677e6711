/** A `%text%` pattern for (I)LIKE, whose default escape is a backslash, that matches the text literally (its % and _ are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A staff search's condition and its parameter: one of `columns` contains the text literally, in any letter case. */
export function anyContains(columns: readonly string[], text: string): [string, { pattern: string }] {
  return [`(${columns.map((column) => `${column} ILIKE :pattern`).join(' OR ')})`, { pattern: containsPattern(text) }];
}

/** One page of a staff list: which rows and how many there are in all. */
export interface PageRequest {
  page: number;
  pageSize: number;
  /** Free text; blank means every row. */
  search?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}
