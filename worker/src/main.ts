import 'reflect-metadata';
// First: tracing, when configured, must be on before the modules it instruments load.
import '../../backend/src/shared/tracing/start-worker-tracing';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken, WorkerHost } from '@nestjs/bullmq';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../../backend/src/shared/config/app-config';
import { onShutdownSignal } from '../../backend/src/shared/lifecycle/graceful-shutdown';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { flushTracing } from '../../backend/src/shared/tracing/start-tracing';
import { ALL_QUEUES } from '../../backend/src/shared/queue/queue-names';
import { startWorkerHttp, type WorkerHttp } from './health/worker-http';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const relay = app.get(OutboxRelay);
  relay.start();
  const logger = app.get(Logger);
  const http = await startHttp(app, config);
  // On SIGTERM: stop relaying, let every processor finish its current jobs (taking no new ones) while
  // Postgres and SMTP are still open, then close the pools and export the last spans. Nest's own order would close
  // them side by side.
  onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    await relay.onApplicationShutdown();
    const processors = app
      .get(DiscoveryService)
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    await Promise.all(processors.map((processor) => processor.worker.close()));
    await http?.close();
    await app.close();
    await flushTracing();
  });
  logger.log(
    `Worker started: relaying the outbox and consuming queues${http ? `; /health and /metrics on port ${http.port}` : ''}`,
  );
}

/** GET /health and GET /metrics on WORKER_HTTP_PORT, unless it is 0. */
async function startHttp(app: INestApplicationContext, config: AppConfig): Promise<WorkerHttp | undefined> {
  if (config.WORKER_HTTP_PORT === 0) return undefined;
  return startWorkerHttp({
    port: config.WORKER_HTTP_PORT,
    dataSource: app.get(DataSource),
    redisUrl: config.REDIS_URL,
    queues: ALL_QUEUES.map((name) => app.get<Queue>(getQueueToken(name))),
  });
}

bootstrap().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
