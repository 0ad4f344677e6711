import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { staffOnly } from './modules/account/http/staff-only.middleware';
import { loadConfig } from './shared/config/app-config';
import { migrate } from './shared/database/migrate';
import { configureApp } from './shared/http/configure-app';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  await migrate(config.DATABASE_URL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  configureApp(app, { authorizeQueueDashboard: staffOnly });
  await app.listen(config.PORT);
  app.get(Logger).log(`API listening on http://localhost:${config.PORT}`);
}

bootstrap().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
