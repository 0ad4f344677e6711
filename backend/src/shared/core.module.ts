import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { contextModule } from './context.module';
import { DatabaseModule } from './database/database.module';
import { logOptions } from './logging/request-log-policy';
import { OutboxModule } from './outbox/outbox.module';

/** What the API and the worker share: config, logs, Postgres, transactions in context and the outbox. */
@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      // The logger only: its per-request middleware (a child logger and a context per request) is mounted on no
      // route; configureApp's accessLog writes the request lines.
      useFactory: (config: AppConfig) => ({ pinoHttp: logOptions(config), forRoutes: [] }),
    }),
    DatabaseModule,
    contextModule(),
    OutboxModule,
  ],
})
export class CoreModule {}

