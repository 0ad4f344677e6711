import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AccountHttpModule } from './modules/account/http/account-http.module';
import { BookingHttpModule } from './modules/booking/http/booking-http.module';
import { CatalogHttpModule } from './modules/catalog/http/catalog-http.module';
import { EnquiryHttpModule } from './modules/enquiry/http/enquiry-http.module';
import { PaymentHttpModule } from './modules/payment/http/payment-http.module';
import { CoreModule } from './shared/core.module';
import { HealthModule } from './shared/health/health.module';
import { MetricsModule } from './shared/metrics/metrics.module';
import { QueueModule } from './shared/queue/queue.module';

/** The API process: the shared core plus every module's HTTP part. */
@Module({
  imports: [
    CoreModule,
    QueueModule,
    ThrottlerModule.forRoot([{ name: 'default', ttl: 60_000, limit: 600 }]),
    HealthModule,
    MetricsModule,
    AccountHttpModule,
    CatalogHttpModule,
    EnquiryHttpModule,
    PaymentHttpModule,
    BookingHttpModule,
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class AppModule {}
