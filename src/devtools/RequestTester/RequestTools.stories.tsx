import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import type { RequestTester } from './RequestTester';
import {
  bodyBox,
  endpointBox,
  expectStatus,
  methodSelect,
  replaceBody,
  responseBody,
  testerMeta,
  type Canvas,
  type User,
} from './storyFixtures';

const meta = {
  ...testerMeta,
  title: 'Screens/RequestTester/Request tools',
  tags: ['stable'],
} satisfies Meta<typeof RequestTester>;

export default meta;
type Story = StoryObj<typeof meta>;

const paramBox = (canvas: Canvas, n: number, field: 'name' | 'value') =>
  canvas.getByRole('textbox', { name: `Parameter ${n} ${field}` });

/**
 * The endpoint's query string is shown as rows, and kept in step both ways: typing in the
 * endpoint changes the rows, editing a row (or the spare one) changes the endpoint, with the
 * text encoded as a URL needs it.
 */
export const QueryParameters: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(paramBox(canvas, 1, 'name')).toHaveValue('');
    await userEvent.clear(endpointBox(canvas));
    await userEvent.type(endpointBox(canvas), '/api/test-todos?limit=10&q=a+b%26c');
    await expect(paramBox(canvas, 1, 'name')).toHaveValue('limit');
    await expect(paramBox(canvas, 1, 'value')).toHaveValue('10');
    await expect(paramBox(canvas, 2, 'name')).toHaveValue('q');
    await expect(paramBox(canvas, 2, 'value')).toHaveValue('a b&c');
    await expect(paramBox(canvas, 3, 'name')).toHaveValue('');

    await userEvent.clear(paramBox(canvas, 1, 'value'));
    await userEvent.type(paramBox(canvas, 1, 'value'), '20');
    await expect(paramBox(canvas, 1, 'value')).toHaveFocus();
    await expect(endpointBox(canvas)).toHaveValue('/api/test-todos?limit=20&q=a+b%26c');

    // The spare row adds a parameter, and a new spare row follows.
    await userEvent.type(paramBox(canvas, 3, 'name'), 'city');
    await userEvent.type(paramBox(canvas, 3, 'value'), 'München & co');
    await expect(endpointBox(canvas)).toHaveValue(
      '/api/test-todos?limit=20&q=a+b%26c&city=M%C3%BCnchen%20%26%20co',
    );
    await expect(paramBox(canvas, 4, 'name')).toHaveValue('');

    const remove = canvas.getByRole('button', { name: 'Remove parameter 2' });
    await userEvent.click(remove);
    await expect(endpointBox(canvas)).toHaveValue(
      '/api/test-todos?limit=20&city=M%C3%BCnchen%20%26%20co',
    );
    await expect(paramBox(canvas, 2, 'name')).toHaveValue('city');
    await expect(canvas.getByRole('button', { name: 'Remove parameter 3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
  },
};

/** The text each copy button puts on the clipboard, for the request set up below. */
const curl = (origin: string) =>
  [
    `curl -X POST '${origin}/api/test-todos?tag=chai'`,
    `-H 'Accept: */*'`,
    `-H 'content-type: application/json'`,
    `--data-raw '{"todo":{"title":"Chai'\\''s"}}'`,
  ].join(' \\\n  ');

const fetchCall = (origin: string) =>
  `fetch(${JSON.stringify(`${origin}/api/test-todos?tag=chai`)}, ${JSON.stringify(
    {
      method: 'POST',
      headers: { Accept: '*/*', 'content-type': 'application/json' },
      body: `{"todo":{"title":"Chai's"}}`,
    },
    null,
    2,
  )});`;

/** A POST with a disabled header row (left out) and a quote in the body (shell-quoted). */
async function setUpPost(canvas: Canvas, user: User) {
  await user.selectOptions(methodSelect(canvas), 'POST');
  await user.clear(endpointBox(canvas));
  await user.type(endpointBox(canvas), '/api/test-todos?tag=chai');
  await replaceBody(user, bodyBox(canvas), `{"todo":{"title":"Chai's"}}`);
  await user.type(canvas.getByRole('textbox', { name: 'Header 2 name' }), 'x-left-out');
  await user.click(canvas.getByRole('checkbox', { name: 'Use header 2' }));
}

/**
 * 'Copy as cURL' and 'Copy as fetch' copy the method, the whole URL, the enabled headers and
 * the body, and say so; the confirmation goes once the request changes.
 */
export const CopyTheRequest: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await setUpPost(canvas, userEvent);
    const status = canvas.getByRole('status');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy as cURL' }));
    await expect(status).toHaveTextContent('Copied as cURL.');
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(curl(location.origin));

    await userEvent.click(canvas.getByRole('button', { name: 'Copy as fetch' }));
    await expect(status).toHaveTextContent('Copied as fetch.');
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(
      fetchCall(location.origin),
    );

    await userEvent.type(endpointBox(canvas), '&more');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** A clipboard the browser refuses: the panel says that nothing was copied. */
export const CopyFails: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy as cURL' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The browser did not allow copying to the clipboard. Nothing was copied.',
    );
  },
};

/**
 * Ctrl+Enter sends from anywhere in the panel (here the body box and a header's value), and
 * Cmd+Enter does on a Mac; the panel lists its shortcuts.
 */
export const SendWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(canvas.getByText('Send the request, from anywhere in the panel')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Enter Meta+Enter',
    );

    await userEvent.click(bodyBox(canvas));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expectStatus(canvas, '200 OK');
    await expect(bodyBox(canvas)).toHaveValue('{}');

    await userEvent.clear(endpointBox(canvas));
    await userEvent.type(endpointBox(canvas), '/api/categories');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Header 1 value' }));
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(await within(responseBody(canvas)).findByText('"Indian"')).toBeVisible();
  },
};
