import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Pays in the built-in test provider's card form inside `dialog` with a card it accepts, then presses `payButton` ('PAY £129.00'). */
export async function payWithTestCard(user: UserEvent, dialog: HTMLElement, payButton: string) {
  await user.type(await within(dialog).findByLabelText('Card number'), '4242424242424242');
  await user.type(within(dialog).getByLabelText('Expiry date'), '1239');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(await within(dialog).findByRole('button', { name: payButton }));
}
