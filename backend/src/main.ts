import 'reflect-metadata';
// First: tracing, when configured, must be on before the modules it instruments load.
import './shared/tracing/start-api-tracing';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { accountHttpOptions } from './modules/account/http/account-http-options';
import { loadConfig } from './shared/config/app-config';
import { migrate } from './shared/database/migrate';
import { configureApp } from './shared/http/configure-app';
import { EventStreams } from './shared/http/event-streams';
import { plainHttpRefusal } from './shared/http/https-only';
import { onShutdownSignal, stopAccepting } from './shared/lifecycle/graceful-shutdown';
import { flushTracing } from './shared/tracing/start-tracing';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const refusal = plainHttpRefusal(config);
  if (refusal) throw new Error(refusal);
  await migrate(config.DATABASE_URL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(Logger));
  configureApp(app, accountHttpOptions(app));
  await app.listen(config.PORT);
  const logger = app.get(Logger);
  // On SIGTERM: stop accepting, end the event streams (they never finish by themselves; browsers reconnect elsewhere),
  // let in-flight requests finish (they still have their pools), close the pools, then export the last spans.
  onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    const stopped = stopAccepting(app.getHttpServer());
    app.get(EventStreams).closeAll();
    await stopped;
    await app.close();
    await flushTracing();
  });
  logger.log(`API listening on http://localhost:${config.PORT}`);
}

bootstrap().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
