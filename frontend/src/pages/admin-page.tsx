import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { RequireStaff } from '../features/account/components/require-staff';
import { StaffTab } from '../features/staff-accounts/components/staff-tab';
import { useStaffRole, type StaffRole } from '../lib/staff-role';
import { StaffBar } from '../features/account/components/staff-bar';
import { BookingsTab } from '../features/booking/components/bookings-tab';
import { DaySheetTab } from '../features/booking/components/day-sheet-tab';
import { WaitlistTab } from '../features/booking/components/waitlist-tab';
import { ClosuresTab } from '../features/booking/components/closures-tab';
import { CustomersTab } from '../features/customers/components/customers-tab';
import { EnquiriesTab } from '../features/enquiry/components/enquiries-tab';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { VouchersTab } from '../features/orders/components/vouchers-tab';
import { AdminProductsTab } from '../features/catalog/components/admin-products-tab';
import { SubscribersTab } from '../features/newsletter/components/subscribers-tab';
import { ExperiencesTab } from '../features/experiences/components/experiences-tab';
import { OverviewStrip } from '../features/staff-overview/components/overview-strip';
import { TakingsTab } from '../features/staff-overview/components/takings-tab';
import { InstructorsTab } from '../features/instructors/components/instructors-tab';
import { ScheduleTab } from '../features/instructors/components/schedule-tab';
import { AuditTab } from '../features/audit/components/audit-tab';
import { useDocumentTitle } from '../hooks/use-document-title';

const tabClasses = clsx(
  'rounded-md px-3 py-2 text-sm sm:px-5 font-bold tracking-wide text-navy-600 transition-colors',
  'hover:text-navy-900 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm',
);

const OWNER: readonly StaffRole[] = ['owner'];
const OPERATIONS: readonly StaffRole[] = ['owner', 'staff'];
const EVERYONE: readonly StaffRole[] = ['owner', 'staff', 'instructor'];

/**
 * The panel's sections, in tab order: each tab's label, what it shows and the roles that see it (docs/product.md,
 * Staff panel: staff run the day's operations; prices, products, experiences, takings and the subscriber list are the owner's).
 */
const SECTIONS = [
  { value: 'products', label: 'PRODUCTS', Content: AdminProductsTab, roles: OWNER },
  { value: 'bookings', label: 'BOOKINGS', Content: BookingsTab, roles: OPERATIONS },
  { value: 'day-sheet', label: 'DAY SHEET', Content: DaySheetTab, roles: OPERATIONS },
  { value: 'waitlist', label: 'WAITLIST', Content: WaitlistTab, roles: OPERATIONS },
  { value: 'takings', label: 'TAKINGS', Content: TakingsTab, roles: OWNER },
  { value: 'enquiries', label: 'ENQUIRIES', Content: EnquiriesTab, roles: OPERATIONS },
  { value: 'customers', label: 'CUSTOMERS', Content: CustomersTab, roles: OPERATIONS },
  { value: 'orders', label: 'ORDERS', Content: OrdersTab, roles: OPERATIONS },
  { value: 'vouchers', label: 'VOUCHERS', Content: VouchersTab, roles: OPERATIONS },
  { value: 'closures', label: 'CLOSURES', Content: ClosuresTab, roles: OPERATIONS },
  { value: 'instructors', label: 'INSTRUCTORS', Content: InstructorsTab, roles: OPERATIONS },
  { value: 'schedule', label: 'SCHEDULE', Content: ScheduleTab, roles: EVERYONE },
  { value: 'subscribers', label: 'SUBSCRIBERS', Content: SubscribersTab, roles: OWNER },
  { value: 'experiences', label: 'EXPERIENCES', Content: ExperiencesTab, roles: OWNER },
  { value: 'staff', label: 'STAFF', Content: StaffTab, roles: OWNER },
  { value: 'audit', label: 'AUDIT', Content: AuditTab, roles: OWNER },
] as const;

export default function AdminPage() {
  useDocumentTitle('Admin');
  return (
    <RequireStaff>
      <AdminPanel />
    </RequireStaff>
  );
}

function AdminPanel() {
  const role = useStaffRole();
  const sections = SECTIONS.filter(({ roles }) => role && roles.includes(role));
  return (
    <section className="min-h-dvh bg-navy-50 py-12">
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
          <h1 className="text-4xl">Admin Panel</h1>
          <StaffBar />
        </div>
        {role === 'instructor' ? null : <OverviewStrip />}
        <Tabs.Root defaultValue={sections[0]?.value} className="mt-8">
          <Tabs.List
            aria-label="Admin sections"
            className="flex flex-wrap gap-1 rounded-lg bg-navy-100 p-1 sm:inline-flex print:hidden"
          >
            {sections.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} className={tabClasses}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {sections.map(({ value, Content }) => (
            <Tabs.Content key={value} value={value} className="mt-8">
              <Content />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
