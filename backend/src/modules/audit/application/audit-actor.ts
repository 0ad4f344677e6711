import { ClsService, CLS_REQ } from 'nestjs-cls';
import { type AuditActor, SYSTEM_ACTOR } from '../domain/audit-entry';

/** The CLS key of the person making the current request's changes. */
export const AUDIT_ACTOR = 'audit.actor';

interface SignedInRequest {
  user?: { id: string; email: string; role: string };
}

/**
 * The actor of the current context: the one set for it (`AUDIT_ACTOR`), else the signed-in user of the request
 * the context was opened for (nestjs-cls keeps it under CLS_REQ; passport has set `req.user` by the time a
 * use case runs), else the system (a job in the worker, a context without a request).
 */
export function currentActor(cls: ClsService): AuditActor {
  if (!cls.isActive()) return SYSTEM_ACTOR;
  const set = cls.get<AuditActor | undefined>(AUDIT_ACTOR);
  if (set) return set;
  const user = cls.get<SignedInRequest | undefined>(CLS_REQ)?.user;
  return user ? { id: user.id, email: user.email, role: user.role } : SYSTEM_ACTOR;
}
