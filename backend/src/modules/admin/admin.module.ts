import { Module } from '@nestjs/common';
import { QUEUE_DASHBOARD_AUDIT, QUEUE_DASHBOARD_GATE } from '../../shared/queue/queue-dashboard';
import { AccountModule, AccountService } from '../account/account.public';
import { AuditModule, AuditTrail } from '../audit/audit.public';
import { BookingModule } from '../booking/booking.public';
import { CatalogModule } from '../catalog/catalog.public';
import { EnquiryModule } from '../enquiry/enquiry.public';
import { AuditAdminController } from './http/audit-admin.controller';
import { CustomersAdminController } from './http/customers-admin.controller';
import { EnquiriesAdminController } from './http/enquiries-admin.controller';
import { ExportsAdminController } from './http/exports-admin.controller';
import { OverviewAdminController } from './http/overview-admin.controller';
import { queueBoardAudit } from './http/queue-board-audit';
import { staffOnly } from './http/staff-only.middleware';
import { TakingsAdminController } from './http/takings-admin.controller';
import { TakingsReport } from './http/takings-report';
import { VoucherAdminController } from './http/voucher-admin.controller';

/**
 * Staff HTTP across modules: the staff views that compose several modules' application services (vouchers with the
 * bookings that use them, the enquiry and course inbox, the overview, customers, takings, exports, the audit trail)
 * and the queue dashboard's gate and audit. A staff tab of one module sits beside that module (its `http/`, `@StaffOnly()`).
 * Owns no tables; nothing imports it but the API's root module.
 */
@Module({
  imports: [AccountModule, AuditModule, BookingModule, CatalogModule, EnquiryModule],
  controllers: [
    VoucherAdminController,
    EnquiriesAdminController,
    OverviewAdminController,
    CustomersAdminController,
    TakingsAdminController,
    ExportsAdminController,
    AuditAdminController,
  ],
  providers: [
    TakingsReport,
    { provide: QUEUE_DASHBOARD_GATE, useValue: staffOnly },
    { provide: QUEUE_DASHBOARD_AUDIT, useFactory: queueBoardAudit, inject: [AuditTrail, AccountService] },
  ],
})
export class AdminModule {}
