import 'reflect-metadata';
import { WorkerHost } from '@nestjs/bullmq';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig } from '../../backend/src/shared/config/app-config';
import { onShutdownSignal } from '../../backend/src/shared/lifecycle/graceful-shutdown';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const relay = app.get(OutboxRelay);
  relay.start();
  const logger = app.get(Logger);
  // On SIGTERM: stop relaying, let every processor finish its current jobs (taking no new ones) while
  // Postgres and SMTP are still open, then close the pools. Nest's own order would close them side by side.
  onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    await relay.onApplicationShutdown();
    const processors = app
      .get(DiscoveryService)
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    await Promise.all(processors.map((processor) => processor.worker.close()));
    await app.close();
  });
  logger.log('Worker started: relaying the outbox and consuming queues');
}

bootstrap().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
