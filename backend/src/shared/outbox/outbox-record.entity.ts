import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedEntity } from '../database/timestamped-entity';
import { MomentColumn } from '../database/columns';

@Entity('outbox')
export class OutboxRecord extends CreatedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  type: string;

  @Column('jsonb')
  payload: object;

  @Column('text', { name: 'correlation_id', nullable: true })
  correlationId: string | null;

  /** The W3C trace context of the request that wrote it (null when tracing is off): the worker's job continues it. */
  @Column('text', { nullable: true })
  traceparent: string | null;

  @MomentColumn('published_at')
  publishedAt: Date | null;
}
