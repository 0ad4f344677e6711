import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { openAdmin } from './ui';

/** Who a phone booking is for. */
export interface PhoneCustomer {
  name: string;
  email: string;
  phone: string;
}

/**
 * A Try and Fly (60 minutes, £129.00) booked by phone through the staff API, with the signed-in admin page's session,
 * and confirmed at once: cash on arrival unless `payment` says otherwise (`{ paymentMethod: 'card_by_phone', terminalReference }`).
 */
export async function phoneBooking(page: Page, date: string, timeSlot: string, customer: PhoneCustomer, payment: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/admin/bookings', {
    data: {
      sessionType: 'try-and-fly',
      optionId: '60-minutes',
      date,
      timeSlot,
      ...customer,
      experienceLevel: 'beginner',
      paymentMethod: 'cash_on_arrival',
      ageRulesConfirmed: true,
      ...payment,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...customer, id: ((await response.json()) as { id: string }).id };
}

/** The staff panel's BOOKINGS tab, NEW BOOKING opened with Try and Fly's 60 minutes chosen: the dialog. */
export async function newTryAndFlyBooking(page: Page): Promise<Locator> {
  await openAdmin(page);
  await page.getByRole('tab', { name: 'BOOKINGS' }).click();
  await page.getByRole('button', { name: 'NEW BOOKING' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByLabel('Experience', { exact: true }).selectOption('try-and-fly');
  await dialog.getByLabel('Option', { exact: true }).selectOption('60-minutes');
  return dialog;
}
