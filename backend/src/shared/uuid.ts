const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text is a UUID (any letter case): an id that is not one names no row, so nothing needs asking. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
