import { UseGuards } from '@nestjs/common';
import { StaffGuard } from './staff.guard';

/** Marks an admin controller (or route) as staff-only: the StaffGuard requires an admin session. */
export const StaffOnly = () => UseGuards(StaffGuard);
