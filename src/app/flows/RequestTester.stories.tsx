import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { turnAllControlsOff } from '../../devtools/api/controls';
import {
  endpointBox,
  expectStatus,
  methodSelect,
  responseBody,
  responseHeaders,
  sendVia,
  type Canvas,
} from '../../devtools/RequestTester/storyFixtures';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

// The request tester at /mockman (D18, D26), in the whole app: the developer tools' own stories
// (Screens/RequestTester, Screens/BackendControls) show each of its parts alone.

const meta = {
  title: 'Flows/Request tester',
  component: MemoryApp,
  args: { url: '/mockman' },
  parameters: flowParameters(
    "**The request tester.** A developer or tester opens /mockman to call the store's API by hand: sends a request, reads the reply as a tree, uses their own token, and makes a route of the backend slow or failing to see how the store copes. For whoever builds, tests or demonstrates the store.",
  ),
  // The backend controls last as long as the backend: none is left on for the next story.
  beforeEach: () => () => turnAllControlsOff(),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const filterBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'Filter' });
const routeSelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Route' });
const replySelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Reply with' });
const delayBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Delay (ms)' });
const NO_CONTROLS = 'No controls are on: every route answers as usual.';

/**
 * The signed-in guest sends a request, reads the reply's tree and narrows it with the filter,
 * then asks for their cart: refused without a token, answered with 'Use my token'.
 */
export const SendARequestAndReadTheReply: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas, step, userEvent }) => {
    const body = () => within(responseBody(canvas));

    await step('Open Mockman: a GET of /api/test-todos is ready to send', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Mockman' })).toBeVisible();
      await expect(methodSelect(canvas)).toHaveValue('GET');
      await expect(endpointBox(canvas)).toHaveValue('/api/test-todos');
      await expect(canvas.getByText('Response is undefined.')).toBeVisible();
    });

    await step('Send GET /api/categories: 200 OK', async () => {
      await sendVia(canvas, userEvent, { endpoint: '/api/categories' });
      await expectStatus(canvas, '200 OK');
    });

    await step("Read the reply's tree: the three cuisines, and the reply's headers", async () => {
      for (const cuisine of ['"Indian"', '"Chinese"', '"Italian"']) {
        await expect(await body().findByText(cuisine)).toBeVisible();
      }
      await expect(within(responseHeaders(canvas)).getByText(/content-type/)).toBeVisible();
      await expect(within(responseHeaders(canvas)).getByText(/application\/json/)).toBeVisible();
    });

    await step("Filter the tree to 'Italian': the other cuisines are gone", async () => {
      await userEvent.click(filterBox(canvas));
      await userEvent.paste('Italian');
      await waitFor(() => expect(body().queryByText('"Indian"')).not.toBeInTheDocument());
      await expect(body().getByText('"Italian"')).toBeVisible();
      await expect(body().queryByText('"Chinese"')).not.toBeInTheDocument();
    });

    await step('Clear the filter: the three cuisines are back', async () => {
      await userEvent.clear(filterBox(canvas));
      await expect(await body().findByText('"Indian"')).toBeVisible();
      await expect(body().getByText('"Chinese"')).toBeVisible();
    });

    await step('Ask for the cart without a token: 401, the token is invalid', async () => {
      await sendVia(canvas, userEvent, { endpoint: '/api/user/cart' });
      await expectStatus(canvas, '401 Unauthorized');
      await expect(
        await body().findByText(/The token is invalid\. Unauthorized access error\./),
      ).toBeVisible();
    });

    await step("'Use my token' and send again: 200 OK, the guest's cart", async () => {
      const useToken = canvas.getByRole('button', { name: 'Use my token' });
      await expect(useToken).toBeEnabled();
      await userEvent.click(useToken);
      await expect(canvas.getByRole('textbox', { name: 'Header 2 name' })).toHaveValue(
        'authorization',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expectStatus(canvas, '200 OK');
      await expect(await body().findByText('cart')).toBeVisible();
    });
  },
};

/**
 * With the backend controls, GET /api/categories answers two seconds late, then fails with a 503
 * the controls forced; turned off, it answers as usual again.
 */
export const MakeTheBackendSlowThenFailing: Story = {
  play: async ({ canvas, step, userEvent }) => {
    const categories = 'GET /api/categories';

    await step('Open Mockman: no backend controls are on', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Mockman' })).toBeVisible();
      await expect(await canvas.findByText(NO_CONTROLS)).toBeVisible();
    });

    await step('Make GET /api/categories slow: it answers as usual, two seconds late', async () => {
      await userEvent.selectOptions(routeSelect(canvas), categories);
      await userEvent.selectOptions(replySelect(canvas), 'Normal');
      await userEvent.clear(delayBox(canvas));
      await userEvent.type(delayBox(canvas), '2000');
      await userEvent.click(canvas.getByRole('button', { name: 'Add control' }));
      await expect(await canvas.findByText(`${categories}: Normal after 2000 ms`)).toBeVisible();
    });

    await step("Send it: 'Sending…' while the backend waits, then 200 OK", async () => {
      await sendVia(canvas, userEvent, { endpoint: '/api/categories' });
      await expect(await canvas.findByText('Sending…')).toBeVisible();
      await expectStatus(canvas, '200 OK');
      const time = canvas.getByText('Time').nextElementSibling?.textContent ?? '';
      await expect(Number.parseInt(time, 10)).toBeGreaterThanOrEqual(2000);
    });

    await step('Make it fail instead: a 503 at once', async () => {
      await userEvent.selectOptions(replySelect(canvas), '503');
      await userEvent.clear(delayBox(canvas));
      await userEvent.type(delayBox(canvas), '0');
      await userEvent.click(canvas.getByRole('button', { name: 'Add control' }));
      await expect(await canvas.findByText(`${categories}: 503`)).toBeVisible();
      await expect(canvas.queryByText(`${categories}: Normal after 2000 ms`)).toBeNull();
    });

    await step('Send it again: 503, which the backend says the controls forced', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expectStatus(canvas, '503 Service Unavailable');
      await expect(
        await within(responseBody(canvas)).findByText(
          /This 503 was forced by the backend controls \(GET \/api\/categories\)\./,
        ),
      ).toBeVisible();
    });

    await step('Turn the control off: the route answers as usual again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
      await expect(await canvas.findByText(NO_CONTROLS)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expectStatus(canvas, '200 OK');
      await expect(await within(responseBody(canvas)).findByText('"Italian"')).toBeVisible();
    });
  },
};
