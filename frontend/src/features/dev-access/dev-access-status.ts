import { parseJson } from '../../lib/parse-json';
import type { components } from '../../lib/api-schema';

export type DevAccessStatus = components['schemas']['DevAccessStatusDto'];

function isStatus(value: unknown): value is DevAccessStatus {
  const status = value as Partial<DevAccessStatus> | null;
  return typeof status?.requiresAuth === 'boolean' && typeof status.authenticated === 'boolean';
}

/**
 * The server writes the gate's status for this visitor into the page (meta dev-access-status): the site (or the gate)
 * opens at once instead of behind the splash while GET /api/dev-auth/status answers. Undefined without the tag (the
 * Vite dev server).
 */
export function pageDevAccessStatus(page: Document = document): DevAccessStatus | undefined {
  const status = parseJson(page.querySelector<HTMLMetaElement>('meta[name="dev-access-status"]')?.content);
  return isStatus(status) ? status : undefined;
}

/** GET /api/dev-auth/status, or null when it fails: the site opens as if no gate were set (docs/product.md, Pre-launch gate). */
export async function fetchDevAccessStatus(): Promise<DevAccessStatus | null> {
  try {
    const response = await fetch('/api/dev-auth/status', { credentials: 'include', cache: 'no-cache' });
    const status: unknown = response.ok ? await response.json() : null;
    return isStatus(status) ? status : null;
  } catch {
    return null;
  }
}
