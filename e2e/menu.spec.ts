import { expect, test, type Page } from '@playwright/test';
import { callApi, guestWithCart, openStore } from './support';

// The menu belongs to the kitchen (D42): what staff change, the store shows. On `npm start`
// the dish's own page arrives with it in its HTML (rendered again from the menu); on the static
// build the page keeps its build's menu until it hydrates, then shows the live one. On the
// server the tests share one database: each puts back what it changed, and they run in order.
test.describe.configure({ mode: 'serial' });

const DISH = 'prod-palak-paneer';

interface Dish {
  _id: string;
  price: string;
  version: number;
}

/** Signs in as the kitchen's demo staff member from the page, and answers a changer of dishes. */
async function kitchen(page: Page) {
  const { body } = await callApi(page, '/api/kitchen/demo', { method: 'POST' });
  const token = (body as { encodedToken: string }).encodedToken;
  const dish = async () => {
    const menu = await callApi(page, '/api/kitchen/menu', { token });
    return (menu.body as { dishes: Dish[] }).dishes.find(({ _id }) => _id === DISH)!;
  };
  const change = async (fields: Record<string, unknown>) => {
    const reply = await callApi(page, `/api/kitchen/menu/${DISH}`, {
      method: 'POST',
      token,
      body: { version: (await dish()).version, ...fields },
    });
    expect(reply.status).toBe(200);
  };
  return { dish, change };
}

test("a price the kitchen changes is on the dish's page: in its HTML on the server, once hydrated on the static build", async ({
  page,
  request,
}, testInfo) => {
  await openStore(page, `/foodItems/${DISH}`);
  const staff = await kitchen(page);
  const before = (await staff.dish()).price;
  const repriced = String(Number(before) + 15);

  await staff.change({ price: repriced });
  try {
    if (testInfo.project.metadata.host === 'server') {
      const html = await (await request.get(`/foodItems/${DISH}`)).text();
      expect(html).toContain(`₹${repriced}`);
      expect(html).not.toContain(`₹${before}<`);
    }
    await page.reload();
    await expect(page.getByText(`₹${repriced}`).first()).toBeVisible();
  } finally {
    await staff.change({ price: before });
  }
});

test('a dish sold out while in the cart: the cart and checkout say so, and it cannot be paid for', async ({
  page,
}) => {
  await guestWithCart(page, [DISH, 'prod-gelato']);
  const staff = await kitchen(page);
  await staff.change({ soldOut: true });
  try {
    await openStore(page, '/cart');
    const line = page.getByRole('listitem').filter({ hasText: 'Palak Paneer' });
    await expect(line.getByText('Sold out')).toBeVisible();
    await expect(line.getByText('Remove it to check out.')).toBeVisible();

    await openStore(page, '/checkout');
    await page
      .getByRole('radio', { name: /Asha Verma/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      page
        .getByText('Palak Paneer is sold out. Remove it from your cart to place the order.')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Test payment' })).toHaveCount(0);
  } finally {
    await staff.change({ soldOut: false });
  }
});
