// A gift-card sale day through the running API and worker: concurrent shoppers each check out a cart of 1–3 gift
// cards as the shop's checkout does (a pending order priced by the server with its payment intent, a 4242 test-card
// payment, which settles the order and issues a voucher code per card, and the browser's confirm call answering the
// codes); then the time from payment to the receipt arriving over SMTP. Each shopper is new: one receipt and one
// voucher e-mail per card each.
/* global fetch */
import { measureSales, post } from './sales.mjs';

/** Cart `index` of the run: 1, 2 or 3 gift cards in turn, different cards one after another. */
const cartOf = (cards, index) =>
  Array.from({ length: 1 + (index % 3) }, (_, line) => ({ productId: cards[(index + line) % cards.length].id, quantity: 1 }));

/** One checkout of `cart` with receipt to `email`; fails unless the confirmation answers a voucher code per card. */
async function checkOut(base, cart, email) {
  const started = await post(base, '/api/create-payment-intent', { cartItems: cart, productCategory: 'Cart', email });
  await post(base, `/api/test-payments/${started.paymentIntentId}/confirm`, {
    clientSecret: started.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
  });
  const paidAt = Date.now(); // the test provider settled the payment: the order is paid, its vouchers issued
  const order = await post(base, '/api/confirm-order-payment', { paymentIntentId: started.paymentIntentId, clientSecret: started.clientSecret });
  if (order.vouchers.length !== cart.length) throw new Error(`the order for ${email} answered ${order.vouchers.length} voucher codes for ${cart.length} cards`);
  return { paidAt };
}

/** Checks out 2 × `orders` carts of gift cards on sale (and one to warm up): as fast as `clients` can, then paced (sales.mjs). */
export async function benchGiftCards(base, sink, { orders, clients }, processes) {
  const response = await fetch(`${base}/api/products`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const cards = (await response.json()).filter((product) => product.category === 'Gift Card');
  if (cards.length < 3) throw new Error(`only ${cards.length} gift cards on sale, 3 needed`);
  const carts = Array.from({ length: 2 * orders + 1 }, (_, index) => cartOf(cards, index));
  const sale = {
    noun: 'order',
    buy: (cart, email) => checkOut(base, cart, email),
    mails: (cart) => ({ receipt: 1, voucher: cart.length }),
    timedMail: 'receipt',
  };
  return measureSales(carts, { clients, sale, sink, processes });
}
