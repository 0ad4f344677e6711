import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** The `created_at` column of a table whose rows are written once; TypeORM sets it. */
export abstract class CreatedEntity {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The `created_at` and `updated_at` columns a table keeps when its rows change after they are written; TypeORM sets both. */
export abstract class TimestampedEntity extends CreatedEntity {
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
