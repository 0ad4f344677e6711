import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** The `created_at` and `updated_at` columns a table keeps when its rows change after they are written; TypeORM sets both. */
export abstract class TimestampedEntity {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
