import type { Role } from '../domain/user';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** `request.user`: the signed-in user, restored from the login session on every API request. */
    interface User {
      id: string;
      email: string;
      name: string;
      role: Role;
    }
  }
}

export {};
