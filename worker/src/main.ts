import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig } from '../../backend/src/shared/config/app-config';
import { OutboxRelay } from '../../backend/src/shared/outbox/outbox-relay';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(OutboxRelay).start();
  app.get(Logger).log('Worker started: relaying the outbox and consuming queues');
}

bootstrap().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
