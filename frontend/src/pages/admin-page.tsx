import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { RequireStaff } from '../features/account/components/require-staff';
import { BookingsTab } from '../features/booking/components/bookings-tab';
import { ClosuresTab } from '../features/booking/components/closures-tab';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { VouchersTab } from '../features/orders/components/vouchers-tab';
import { AdminProductsTab } from '../features/catalog/components/admin-products-tab';
import { useDocumentTitle } from '../hooks/use-document-title';

const tabClasses = clsx(
  'rounded-md px-5 py-2 text-sm font-bold tracking-wide text-navy-600 transition-colors',
  'hover:text-navy-900 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm',
);

export default function AdminPage() {
  useDocumentTitle('Admin');
  return (
    <RequireStaff>
      <section className="min-h-dvh bg-navy-50 py-12">
        <div className="mx-auto max-w-7xl px-4 lg:px-8">
          <h1 className="text-4xl">Admin Panel</h1>
          <Tabs.Root defaultValue="products" className="mt-8">
            <Tabs.List aria-label="Admin sections" className="inline-flex gap-1 rounded-lg bg-navy-100 p-1">
              <Tabs.Trigger value="products" className={tabClasses}>
                PRODUCTS
              </Tabs.Trigger>
              <Tabs.Trigger value="bookings" className={tabClasses}>
                BOOKINGS
              </Tabs.Trigger>
              <Tabs.Trigger value="orders" className={tabClasses}>
                ORDERS
              </Tabs.Trigger>
              <Tabs.Trigger value="vouchers" className={tabClasses}>
                VOUCHERS
              </Tabs.Trigger>
              <Tabs.Trigger value="closures" className={tabClasses}>
                CLOSURES
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="products" className="mt-8">
              <AdminProductsTab />
            </Tabs.Content>
            <Tabs.Content value="bookings" className="mt-8">
              <BookingsTab />
            </Tabs.Content>
            <Tabs.Content value="orders" className="mt-8">
              <OrdersTab />
            </Tabs.Content>
            <Tabs.Content value="vouchers" className="mt-8">
              <VouchersTab />
            </Tabs.Content>
            <Tabs.Content value="closures" className="mt-8">
              <ClosuresTab />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </section>
    </RequireStaff>
  );
}
