import type { UnknownAction } from '@reduxjs/toolkit';
import { parseJson } from '../../lib/parse-json';
import { devAccessApi, type DevAccessStatus } from './api/dev-access-api';

function isStatus(value: unknown): value is DevAccessStatus {
  const status = value as Partial<DevAccessStatus> | null;
  return typeof status?.requiresAuth === 'boolean' && typeof status.authenticated === 'boolean';
}

/**
 * The server writes the gate's status for this visitor into the page (meta dev-access-status). Put in the
 * API cache before the first render, it opens the site (or the gate) at once instead of behind the splash
 * while GET /api/dev-auth/status answers. Without the tag (the Vite dev server) the status is fetched as before.
 */
export function preloadDevAccessStatus(dispatch: (action: UnknownAction) => unknown, page: Document = document): void {
  const status = parseJson(page.querySelector<HTMLMetaElement>('meta[name="dev-access-status"]')?.content);
  if (!isStatus(status)) return;
  dispatch(devAccessApi.util.upsertQueryEntries([{ endpointName: 'getDevAccessStatus', arg: undefined, value: status }]));
}
