import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsService } from 'nestjs-cls';
import { currentTraceparent } from '../tracing/trace-context';
import type { DomainEvent } from './domain-event';
import { EventPublisher } from './event-publisher';
import { OutboxRecord } from './outbox-record.entity';
import { insertRows } from '../database/entity-statements';

/** Writes events to the outbox table inside the active transaction (the relay moves them to BullMQ). */
@Injectable()
export class OutboxEventPublisher implements EventPublisher {
  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly cls: ClsService,
  ) {}

  async publish(...events: DomainEvent[]): Promise<void> {
    const correlationId = this.cls.isActive() ? (this.cls.getId() ?? null) : null;
    const traceparent = currentTraceparent();
    await insertRows(
      this.txHost.tx.getRepository(OutboxRecord),
      events.map((event) => ({ type: event.type, payload: event.payload, correlationId, traceparent })),
    );
  }
}
