import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EVENT_PUBLISHER } from './event-publisher';
import { OutboxEventPublisher } from './outbox-event.publisher';
import { OutboxRecord } from './outbox-record.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxRecord])],
  providers: [{ provide: EVENT_PUBLISHER, useClass: OutboxEventPublisher }],
  exports: [EVENT_PUBLISHER],
})
export class OutboxModule {}
