/** The pre-launch gate's status for one visitor, written into every page. */
export interface DevAccessStatus {
  requiresAuth: boolean;
  authenticated: boolean;
}
