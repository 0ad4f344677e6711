import { createHash } from 'node:crypto';

/** The SHA-256 of a UTF-8 string, as 64 hex digits (a key or stored value that reveals nothing of the input). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
