import { SetMetadata } from '@nestjs/common';

export const STAFF_ONLY = 'staffOnly';

/** Marks a controller or route as staff-only: the account module's global guard requires an admin session. */
export const StaffOnly = () => SetMetadata(STAFF_ONLY, true);
