import { Column } from 'typeorm';

/** An amount of money in integer pence (every price, total and refund is kept so). */
export const PenceColumn = (name: string, options: { nullable?: boolean; default?: number } = {}) =>
  Column('integer', { name, ...options });

/** A moment something happened, null until it has. */
export const MomentColumn = (name: string) => Column('timestamptz', { name, nullable: true });

/** The `is_test` flag of a row paid, or to be paid, with the test card provider. */
export const IsTestColumn = () => Column('boolean', { name: 'is_test', default: false });
