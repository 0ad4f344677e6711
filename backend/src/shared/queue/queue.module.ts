import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DEFAULT_JOB_OPTIONS } from './job-options';
import { ALL_QUEUES } from './queue-names';
import { QueuesSettleBeforeShutdown } from './queues-settle-before-shutdown';
import { redisConnection } from './redis-connection';

/** BullMQ on Redis with every queue registered (producers, Bull Board and the worker's processors). */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: redisConnection(config.REDIS_URL),
        prefix: config.QUEUE_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  providers: [QueuesSettleBeforeShutdown],
  exports: [BullModule],
})
export class QueueModule {}
