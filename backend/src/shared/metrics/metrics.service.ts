import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { QUEUE } from '../queue/queue-names';
import { registerQueueMetrics } from './queue-metrics';

/** Prometheus metrics of the API: HTTP latency, queue depth and failures, outbox lag, payment outcomes. */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'payments_total',
    help: 'Payments settled, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(
    dataSource: DataSource,
    @InjectQueue(QUEUE.email) email: Queue,
    @InjectQueue(QUEUE.payment) payment: Queue,
    @InjectQueue(QUEUE.booking) booking: Queue,
    @InjectQueue(QUEUE.staff) staff: Queue,
  ) {
    collectDefaultMetrics({ register: this.registry });
    registerQueueMetrics(this.registry, [email, payment, booking, staff]);
    new Gauge({
      name: 'outbox_lag_seconds',
      help: 'Age of the oldest event not yet relayed to the queues (0 when none waits)',
      registers: [this.registry],
      async collect() {
        const [row] = await dataSource.query(
          `SELECT COALESCE(EXTRACT(EPOCH FROM now() - MIN(created_at)), 0) AS lag FROM outbox WHERE published_at IS NULL`,
        );
        this.set(Number(row.lag));
      },
    });
  }
}
