import { Module } from '@nestjs/common';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsModule } from 'nestjs-cls';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { requestId } from './http/correlation-id.middleware';
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
    ClsModule.forRoot({
      global: true,
      middleware: { mount: true, generateId: true, idGenerator: (request) => requestId(request) },
      plugins: [
        new ClsPluginTransactional({
          imports: [TypeOrmModule],
          adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }),
        }),
      ],
    }),
    OutboxModule,
  ],
})
export class CoreModule {}
