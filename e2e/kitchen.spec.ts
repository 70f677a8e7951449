import { expect, test, type Page } from '@playwright/test';
import { callApi, guestWithCart, openStore, payWithTestSheet } from './support';

// The kitchen receives the order (D38–D41): a shopper and the kitchen, two pages of one browser
// (on the static build the backend is that browser's, so both must share it), on the static
// build and on `npm start`. Each change the kitchen makes reaches the shopper's open page
// without a reload. On the server the tests share one database, and the last moves its clock:
// they run in order.
test.describe.configure({ mode: 'serial' });

/** The shopper pays for a Biryani (₹300 with delivery); its tracking page opens. */
async function shopperOrders(shopper: Page) {
  const token = await guestWithCart(shopper, ['prod-biryani']);
  await openStore(shopper, '/checkout');
  await shopper
    .getByRole('radio', { name: /Asha Verma/ })
    .first()
    .check();
  await payWithTestSheet(shopper);
  const orderId = decodeURIComponent(new URL(shopper.url()).pathname.split('/').at(-1)!);
  await expect(shopper.getByRole('region', { name: 'Order placed' })).toBeVisible();
  return { token, orderId, number: orderId.replaceAll('-', '').slice(0, 6).toUpperCase() };
}

/** The kitchen's board in a second page, entered with 'Kitchen demo'. */
async function kitchenBoard(shopper: Page) {
  const kitchen = await shopper.context().newPage();
  await openStore(kitchen, '/kitchen');
  await kitchen.getByRole('button', { name: 'Kitchen demo' }).click();
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  return kitchen;
}

const ticket = (kitchen: Page, number: string) =>
  kitchen.getByRole('article', { name: `#${number}` });

/** The order's ticket in a column of the board, or under Done. */
const ticketIn = (kitchen: Page, column: string, number: string) =>
  kitchen.getByRole('region', { name: column }).getByRole('article', { name: `#${number}` });

/** hh:mm of an ISO time in the page's time zone, as the tracking page shows it. */
const clockTime = (page: Page, iso: string) =>
  page.evaluate((at) => new Date(at).toTimeString().slice(0, 5), iso);

test('accepted with 20 minutes: the shopper sees Preparing and the new promise, without a reload', async ({
  page: shopper,
}) => {
  const { token, orderId, number } = await shopperOrders(shopper);
  const kitchen = await kitchenBoard(shopper);

  const waiting = ticket(kitchen, number);
  await expect(ticketIn(kitchen, 'New', number)).toBeVisible();
  await waiting.getByRole('button', { name: 'Accept' }).click();
  const accept = kitchen.getByRole('dialog', { name: `Accept order #${number}` });
  await accept.getByRole('radio', { name: '20 min' }).check();
  await accept.getByRole('button', { name: 'Accept' }).click();

  await expect(ticketIn(kitchen, 'Preparing', number)).toBeVisible();
  const preparing = shopper.getByRole('region', { name: 'Preparing' });
  await expect(preparing).toBeVisible();
  const { body } = await callApi(shopper, `/api/user/orders/${orderId}`, { token });
  expect(body.order.history.at(-1)).toMatchObject({ status: 'preparing', prepMinutes: 20 });
  await expect(
    preparing.getByText(`Estimated arrival ${await clockTime(shopper, body.order.deliverBy)}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(preparing.getByText(/^Arriving in (35|34) min$/)).toBeVisible();
});

test('rejected with a reason: the shopper sees the reason and the refund', async ({
  page: shopper,
}) => {
  const { number } = await shopperOrders(shopper);
  const kitchen = await kitchenBoard(shopper);

  await ticket(kitchen, number).getByRole('button', { name: 'Reject' }).click();
  const reject = kitchen.getByRole('dialog', { name: `Reject order #${number}` });
  await reject.getByRole('radio', { name: 'Out of an ingredient' }).check();
  await reject.getByRole('button', { name: 'Reject' }).click();

  const rejected = shopper.getByRole('region', { name: 'Order rejected' });
  await expect(rejected.getByText('Out of an ingredient', { exact: true })).toBeVisible();
  await expect(rejected.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(
    ticketIn(kitchen, 'Done', number).getByText('Rejected: Out of an ingredient'),
  ).toBeVisible();
});

test("cancelled by the shopper while placed: the kitchen's ticket moves to Done", async ({
  page: shopper,
}) => {
  const { number } = await shopperOrders(shopper);
  const kitchen = await kitchenBoard(shopper);
  await expect(ticket(kitchen, number).getByRole('button', { name: 'Accept' })).toBeVisible();

  const placed = shopper.getByRole('region', { name: 'Order placed' });
  await placed.getByRole('button', { name: 'Cancel order' }).click();
  await placed.getByRole('button', { name: 'Yes, cancel order' }).click();

  await expect(
    shopper.getByRole('region', { name: 'Order cancelled' }).getByText('Refunded', { exact: true }),
  ).toBeVisible();
  await expect(ticketIn(kitchen, 'Done', number).getByText('Cancelled by shopper')).toBeVisible();
});

test('nobody answers: 10 minutes on, the backend rejects the order and refunds it', async ({
  page: shopper,
}) => {
  const { number } = await shopperOrders(shopper);
  // The board is open, so the in-browser demo's own kitchen does not accept it meanwhile.
  const kitchen = await kitchenBoard(shopper);
  await expect(ticket(kitchen, number)).toBeVisible();

  const moved = await callApi(shopper, '/api/clock', { method: 'POST', body: { minutes: 10 } });
  expect(moved.status).toBe(200);

  const rejected = shopper.getByRole('region', { name: 'Order rejected' });
  await expect(
    rejected.getByText('The restaurant did not answer in time.', { exact: true }),
  ).toBeVisible();
  await expect(rejected.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(
    ticketIn(kitchen, 'Done', number).getByText('Rejected: The restaurant did not answer in time.'),
  ).toBeVisible();
});
