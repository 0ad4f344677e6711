import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AdminModule } from './modules/admin/admin.module';
import { AccountHttpModule } from './modules/account/http/account-http.module';
import { BOOKING_PERSONAL_DATA, BookingModule, VoucherRedemption } from './modules/booking/booking.public';
import { ORDER_PERSONAL_DATA, CatalogModule } from './modules/catalog/catalog.public';
import { EnquiryPersonalData, EnquiryModule } from './modules/enquiry/enquiry.public';
import { PAYMENT_PERSONAL_DATA, PaymentModule } from './modules/payment/payment.public';
import { BookingHttpModule } from './modules/booking/http/booking-http.module';
import { CatalogHttpModule } from './modules/catalog/http/catalog-http.module';
import { EnquiryHttpModule } from './modules/enquiry/http/enquiry-http.module';
import { ExperienceHttpModule } from './modules/experience/http/experience-http.module';
import { PaymentHttpModule } from './modules/payment/http/payment-http.module';
import { AppConfig } from './shared/config/app-config';
import { CoreModule } from './shared/core.module';
import { HealthModule } from './shared/health/health.module';
import { WriteThrottlerGuard } from './shared/http/write-throttler.guard';
import { MetricsModule } from './shared/metrics/metrics.module';
import { QueueModule } from './shared/queue/queue.module';

/** The API process: the shared core plus every module's HTTP part. */
@Module({
  imports: [
    CoreModule,
    QueueModule,
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => [{ name: 'default', ttl: 60_000, limit: config.REQUESTS_PER_IP_PER_MINUTE }],
    }),
    // Express tries routes in the order they are registered: the public reads every visit makes (products,
    // availability, the catalogue) come first, ahead of the other routes. The shop's refunds ask booking which gift
    // vouchers are used.
    CatalogHttpModule.register({ imports: [BookingModule], reader: VoucherRedemption }),
    BookingHttpModule,
    ExperienceHttpModule,
    HealthModule,
    MetricsModule,
    // Booking, the shop, enquiries and payments each hold part of a customer's personal data.
    AccountHttpModule.register({
      imports: [BookingModule, CatalogModule, EnquiryModule, PaymentModule],
      holders: [BOOKING_PERSONAL_DATA, ORDER_PERSONAL_DATA, EnquiryPersonalData, PAYMENT_PERSONAL_DATA],
    }),
    EnquiryHttpModule,
    PaymentHttpModule,
    AdminModule,
  ],
  providers: [{ provide: APP_GUARD, useClass: WriteThrottlerGuard }],
})
export class AppModule {}
