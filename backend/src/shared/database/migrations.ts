import { Foundation1763900000000 } from './migrations/1763900000000-foundation';

/** Every migration, in order. Add new ones at the end. */
export const MIGRATIONS = [Foundation1763900000000];
