import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { RequestRecorder } from '../../backend/browser/requestHistory';
import { sendRequest } from '../api/sendRequest';
import { DOCUMENTED_ROUTES } from '../../domain/api/routeDocs';
import type { RequestTester, RequestTesterProps } from './RequestTester';
import {
  bodyBox,
  endpointBox,
  expectStatus,
  LiveHistory,
  methodSelect,
  replaceBody,
  responseBody,
  responseHeaders,
  sendVia,
  testerMeta,
  type Canvas,
  type User,
} from './storyFixtures';

const meta = {
  ...testerMeta,
  title: 'Screens/RequestTester',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The request tester at /mockman (D18), for developers: a method and an endpoint (suggested
          from the API's routes), query parameters, headers and a JSON body; send, and read the
          status, time, size, body and headers of the reply. History lists this tab's calls. It is
          not part of the store. Its request tools, response tools and History have stories of their
          own.
        `,
        related: [
          'Screens/BackendControls',
          'Screens/RequestTester/History',
          'Screens/RequestTester/Request tools',
          'Screens/RequestTester/Response tools',
        ],
        keyboard: `
          - Ctrl+Enter (⌘+Enter on a Mac) sends from anywhere in the panel, Enter sends from the
            endpoint; the panel lists its shortcuts.
          - The endpoint's suggestions are a native datalist.
          - The reply's status, time and size are in a polite live region; a failed request is an
            alert. The JSON views are focusable regions whose icons are buttons (Enter or Space).
          - A History entry is a button: it loads the call and takes the focus up to the endpoint.
          - 'Reset demo data' asks in a modal dialog whose first button, Cancel, has the focus.
        `,
      },
    },
  },
} satisfies Meta<typeof RequestTester>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults: GET /api/test-todos, body {}, an enabled Accept header, an empty row. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(methodSelect(canvas)).toHaveValue('GET');
    await expect(
      within(methodSelect(canvas))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['GET', 'POST', 'DELETE']);
    await expect(endpointBox(canvas)).toHaveValue('/api/test-todos');
    await expect(endpointBox(canvas)).toHaveAttribute('placeholder', 'Enter your endpoint');
    await expect(bodyBox(canvas)).toHaveValue('{}');
    await expect(bodyBox(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('heading', { name: 'Headers (1)' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Use header 1' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Header 1 name' })).toHaveValue('Accept');
    await expect(canvas.getByRole('textbox', { name: 'Header 1 value' })).toHaveValue('*/*');
    await expect(canvas.getByRole('checkbox', { name: 'Use header 2' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Header 2 name' })).toHaveValue('');
    await expect(canvas.queryByRole('checkbox', { name: 'Use header 3' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Response is undefined.')).toBeVisible();
    await expect(canvas.queryByText('Error in JSON format')).not.toBeInTheDocument();
    // Nobody is logged in: 'Use my token' cannot be used, and says why.
    const useToken = canvas.getByRole('button', { name: 'Use my token' });
    await expect(useToken).toBeDisabled();
    await expect(useToken).toHaveAccessibleDescription('Log in to use your token.');
  },
};

/** Text that is not JSON shows 'Error in JSON format' under the box; fixing it clears it. */
export const InvalidJson: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = bodyBox(canvas);
    await replaceBody(userEvent, box, '{oops');
    await expect(canvas.getByText('Error in JSON format')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Error in JSON format/);

    // A POST is not sent with a broken body: focus goes to the box and its message.
    await userEvent.selectOptions(methodSelect(canvas), 'POST');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(box).toHaveFocus();
    await expect(canvas.getByText('Response is undefined.')).toBeVisible();
    await expect(args.onResetDemoData).not.toHaveBeenCalled();

    await replaceBody(userEvent, box, '{"todo":{"title":"Fixed"}}');
    await expect(canvas.queryByText('Error in JSON format')).not.toBeInTheDocument();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

/** An empty body is an error too; a GET is still sent, as a GET carries no body. */
export const EmptyBody: Story = {
  play: async ({ canvas, userEvent }) => {
    await replaceBody(userEvent, bodyBox(canvas), '');
    await expect(canvas.getByText('Error in JSON format')).toBeVisible();
    await expect(bodyBox(canvas)).toHaveAccessibleDescription(
      'Error in JSON format A GET request is sent without a body.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    await replaceBody(userEvent, bodyBox(canvas), '   ');
    await expect(canvas.getByText('Error in JSON format')).toBeVisible();
  },
};

/** Typing in the last row puts it to use and adds a new empty row; unticking changes the count. */
export const HeaderRowsAppendAndToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Header 2 name' }), 'X-Trace');
    await expect(canvas.getByRole('textbox', { name: 'Header 2 name' })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Use header 2' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Use header 3' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Header 3 name' })).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: 'Headers (2)' })).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Header 2 value' }), 'abc');
    await expect(canvas.queryByRole('checkbox', { name: 'Use header 4' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use header 1' }));
    await expect(canvas.getByRole('heading', { name: 'Headers (1)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use header 2' }));
    await expect(canvas.getByRole('heading', { name: 'Headers (0)' })).toBeVisible();

    // The value of the new last row adds a row too; ticked but nameless, it is no header yet.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Header 3 value' }), 'v');
    await expect(canvas.getByRole('textbox', { name: 'Header 4 value' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Use header 3' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Headers (0)' })).toBeVisible();
  },
};

/** Submit on the defaults: 200 OK, the todos in the tree, time and size, the reply's headers. */
export const GetSucceeds: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    const body = within(responseBody(canvas));
    await expect(await body.findByText(/Send a GET to \/api\/test-todos/)).toBeVisible();
    await expect(body.getByText(/DELETE a todo by its id/)).toBeVisible();
    await expect(within(responseHeaders(canvas)).getByText(/content-type/)).toBeVisible();
    await expect(within(responseHeaders(canvas)).getByText(/application\/json/)).toBeVisible();
    await expect(canvas.queryByText('Response is undefined.')).not.toBeInTheDocument();
  },
};

/**
 * Sign up, then log in with a wrong password: a 401 with the backend's message is a response
 * like any other.
 */
export const PostLoginGets401: Story = {
  play: async ({ canvas, userEvent }) => {
    await sendVia(canvas, userEvent, {
      method: 'POST',
      endpoint: '/api/auth/signup',
      // No password is written into the sources (a test checks): make one for this run.
      body: JSON.stringify({
        firstName: 'Ria',
        lastName: 'Sen',
        email: 'ria@example.com',
        password: crypto.randomUUID(),
      }),
    });
    await expectStatus(canvas, '201 Created');

    await sendVia(canvas, userEvent, {
      endpoint: '/api/auth/login',
      body: JSON.stringify({ email: 'ria@example.com', password: crypto.randomUUID() }),
    });
    await expectStatus(canvas, '401 Unauthorized');
    await expect(
      await within(responseBody(canvas)).findByText(
        /The credentials you entered are invalid\. Unauthorized access error\./,
      ),
    ).toBeVisible();
  },
};

/** Log in with an email no account has: a 404 with the backend's message. */
export const LoginUnknownEmailGets404: Story = {
  play: async ({ canvas, userEvent }) => {
    await sendVia(canvas, userEvent, {
      method: 'POST',
      endpoint: '/api/auth/login',
      body: '{"email":"nobody@example.com","password":"x"}',
    });
    await expectStatus(canvas, '404 Not Found');
    await expect(
      await within(responseBody(canvas)).findByText(
        /The email you entered is not Registered\. Not Found error/,
      ),
    ).toBeVisible();
  },
};

/** Add to the cart with no token: a 401 says the token is invalid. */
export const CartWithoutTokenGets401: Story = {
  play: async ({ canvas, userEvent }) => {
    await sendVia(canvas, userEvent, {
      method: 'POST',
      endpoint: '/api/user/cart',
      body: '{"product":{"_id":"prod-biryani"}}',
    });
    await expectStatus(canvas, '401 Unauthorized');
    await expect(
      await within(responseBody(canvas)).findByText(
        /The token is invalid\. Unauthorized access error\./,
      ),
    ).toBeVisible();
  },
};

/** DELETE a todo by its id: the list comes back without it. */
export const DeleteTodo: Story = {
  play: async ({ canvas, userEvent }) => {
    await sendVia(canvas, userEvent, { method: 'DELETE', endpoint: '/api/test-todos/todo-3' });
    await expectStatus(canvas, '200 OK');
    const body = within(responseBody(canvas));
    await expect(await body.findByText(/Send a GET to \/api\/test-todos/)).toBeVisible();
    await expect(body.queryByText(/DELETE a todo by its id/)).not.toBeInTheDocument();
  },
};

/** A request that gets no response shows why, in an alert; the panel keeps working. */
export const NetworkFailure: Story = {
  parameters: {
    msw: { handlers: { todos: [http.all('*/api/test-todos', () => HttpResponse.error())] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Request failed');
    await expect(alert).toHaveTextContent(/No response from http:\/\/.+\/api\/test-todos: /);
    await expect(canvas.queryByText('Response is undefined.')).not.toBeInTheDocument();

    // A small reply: axe, run twice after the play, walks every node of the tree.
    await sendVia(canvas, userEvent, { endpoint: '/api/categories' });
    await expectStatus(canvas, '200 OK');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(await within(responseBody(canvas)).findByText('"Italian"')).toBeVisible();
  },
};

/** Text the browser cannot send is explained, never a crash: a header name with a space. */
export const UnsendableHeader: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Header 2 name' }), 'bad name');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '"bad name" is not a valid header name.',
    );
  },
};

/** Replaces the endpoint with text pasted in one go, as a user pastes a long URL. */
async function pasteEndpoint(canvas: Canvas, user: User, endpoint: string) {
  await user.clear(endpointBox(canvas));
  await user.click(endpointBox(canvas));
  await user.paste(endpoint);
}

/** The panel is still there and working: no render error replaced it. */
async function expectPanelIntact(canvas: Canvas) {
  await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Response' })).toBeVisible();
}

/**
 * A nasty endpoint is shown, never run and never a crash: a 100 KB one, and markup (shown as
 * text, no element made).
 */
export const NastyEndpoint: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const longPath = `/api/${'a'.repeat(100_000)}`;
    await pasteEndpoint(canvas, userEvent, longPath);
    await expect(endpointBox(canvas)).toHaveValue(longPath);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '404 Not Found');
    await expect(
      await within(responseBody(canvas)).findByText(/No API route for GET \/api\/aaaa/),
    ).toBeVisible();
    await expectPanelIntact(canvas);

    const markup = '<img src=x onerror="window.nasty=1">';
    await pasteEndpoint(canvas, userEvent, `/api/${markup}`);
    await expect(endpointBox(canvas)).toHaveValue(`/api/${markup}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '404 Not Found');
    await expect(await within(responseBody(canvas)).findByText(/%3Cimg/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect('nasty' in window).toBe(false);
    await expectPanelIntact(canvas);
  },
};

/**
 * Markup in a reply is shown as text, no element made; a body that is not JSON shows the error,
 * and nothing is sent.
 */
export const NastyReplyAndBody: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const markup = '<img src=x onerror="window.nasty=1">';
    await sendVia(canvas, userEvent, {
      method: 'POST',
      endpoint: '/api/test-todos',
      body: JSON.stringify({ todo: { title: markup } }),
    });
    await expectStatus(canvas, '201 Created');
    await expect(
      await within(responseBody(canvas)).findByText(/onerror="window\.nasty=1"/),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();

    await replaceBody(userEvent, bodyBox(canvas), '<script>window.nasty=1</script>');
    await expect(canvas.getByText('Error in JSON format')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(bodyBox(canvas)).toHaveFocus();
    await expect(canvas.getByText('Status').nextElementSibling).toHaveTextContent('201 Created');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect('nasty' in window).toBe(false);
    await expectPanelIntact(canvas);
  },
};

const HUGE_TODO_COUNT = 12_000;
/** About 700 KB of JSON: what a careless list endpoint might return. */
const hugeReply = {
  todos: Array.from({ length: HUGE_TODO_COUNT }, (_, i) => ({
    _id: `todo-${i}`,
    title: `Todo number ${i}`,
    done: false,
  })),
};
/** 10,000 arrays, one inside the other: JSON.parse copes, a recursive renderer might not. */
const deepReply = '['.repeat(10_000) + ']'.repeat(10_000);

/** A very large and a very deep JSON reply each show in the tree, with their size. */
export const HugeReplies: Story = {
  parameters: {
    msw: {
      handlers: {
        todos: [
          http.get('*/api/test-todos', () => HttpResponse.json(hugeReply)),
          http.get(
            '*/api/test-todos/deep',
            () => new HttpResponse(deepReply, { headers: { 'content-type': 'application/json' } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    await expect(canvas.getByText('Size').nextElementSibling).toHaveTextContent(/\d{3}\.\d KB/);
    const body = within(responseBody(canvas));
    await expect(await body.findByText(`${HUGE_TODO_COUNT} items`)).toBeVisible();
    await expectPanelIntact(canvas);

    await sendVia(canvas, userEvent, { endpoint: '/api/test-todos/deep' });
    // Both replies are '200 OK': the new size is what says the second one has arrived.
    await waitFor(() =>
      expect(canvas.getByText('Size').nextElementSibling).toHaveTextContent('19.5 KB'),
    );
    await expectStatus(canvas, '200 OK');
    await expect(await body.findAllByText('1 item')).not.toHaveLength(0);
    await expectPanelIntact(canvas);
  },
};

/** The dark scheme: dark surface, light text, and the same behaviour (axe checks the colours). */
export const DarkScheme: Story = {
  args: { colorScheme: 'dark' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const panel = canvasElement.querySelector('[data-color-scheme="dark"]')!;
    await expect(getComputedStyle(panel).backgroundColor).toBe('rgb(31, 26, 23)');
    await expect(getComputedStyle(panel).color).toBe('rgb(247, 239, 232)');
    await expect(canvas.getByText('Response is undefined.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    await expect(
      await within(responseBody(canvas)).findByText(/Send a GET to \/api\/test-todos/),
    ).toBeVisible();
    await replaceBody(userEvent, bodyBox(canvas), '{oops');
    await expect(canvas.getByText('Error in JSON format')).toBeVisible();
  },
};

/** Adding a header key that is already there (in any case) or blank gives 'Validation Error'. */
export const TreeViewerKeyValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    const headers = within(responseHeaders(canvas));
    const addKey = async (key: string) => {
      await userEvent.click(headers.getByRole('button', { name: 'Add a key to the whole value' }));
      const input = await headers.findByPlaceholderText('...');
      await userEvent.type(input, `${key}{Enter}`);
    };

    await addKey('Content-Type');
    await expect(await headers.findByText('Validation Error')).toBeVisible();
    await expect(headers.getByRole('alert')).toHaveTextContent('Validation Error');
    await userEvent.click(headers.getByText('Validation Error'));
    await expect(headers.queryByText('Validation Error')).not.toBeInTheDocument();

    await addKey(' ');
    await expect(await headers.findByText('Validation Error')).toBeVisible();
    await userEvent.click(headers.getByText('Validation Error'));

    await addKey('x-note');
    await expect(await headers.findByText(/x-note/)).toBeVisible();
    await expect(headers.queryByText('Validation Error')).not.toBeInTheDocument();
  },
};

/** An edited value is typed by the viewer's detection: 42 becomes an integer, true a boolean. */
export const TreeViewerEditDetectsTypes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    const headers = within(responseHeaders(canvas));
    const edit = async (key: string, text: string) => {
      await userEvent.click(headers.getByRole('button', { name: `Edit "${key}"` }));
      const box = await headers.findByPlaceholderText('update this value');
      await userEvent.clear(box);
      await userEvent.type(box, `${text}{Enter}`);
      await waitFor(() => expect(headers.queryByPlaceholderText('update this value')).toBeNull());
    };
    await edit('content-type', '42');
    await expect(headers.getByText('int')).toBeVisible();
    await expect(headers.getByText('42')).toBeVisible();
  },
};

/**
 * Every known API route is offered as 'METHOD path'; picking one sets the method too, and one
 * that takes a body puts an example of it in the body box.
 */
export const Suggestions: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const listId = endpointBox(canvas).getAttribute('list')!;
    const list = canvasElement.ownerDocument.getElementById(listId)!;
    const suggestions = [...list.querySelectorAll('option')].map((option) => option.value);
    await expect(suggestions).toContain('POST /api/user/cart');
    await expect(suggestions).toContain('GET /api/test-todos');
    await expect(suggestions).toHaveLength(DOCUMENTED_ROUTES.length);

    await userEvent.clear(endpointBox(canvas));
    await userEvent.type(endpointBox(canvas), 'POST /api/user/cart');
    await expect(methodSelect(canvas)).toHaveValue('POST');
    await expect(endpointBox(canvas)).toHaveValue('/api/user/cart');
    await expect(bodyBox(canvas)).toHaveValue(
      JSON.stringify({ product: { _id: 'prod-biryani' } }, null, 2),
    );
  },
};

/** Logs in as the demo user through the backend, then hands the token to the panel. */
function WithGuestSession(args: RequestTesterProps & { recorder: RequestRecorder }) {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    void sendRequest({ method: 'POST', endpoint: '/api/auth/guest', headers: {} }).then((reply) =>
      setToken((reply.data as { encodedToken: string }).encodedToken),
    );
  }, []);
  return <LiveHistory {...args} token={token} />;
}

/** With a session, 'Use my token' fills an enabled authorization header; the cart then answers. */
export const UseMyToken: Story = {
  render: (args, { loaded }) => (
    <WithGuestSession {...args} recorder={loaded.recorder as RequestRecorder} />
  ),
  play: async ({ canvas, userEvent }) => {
    const useToken = canvas.getByRole('button', { name: 'Use my token' });
    await waitFor(() => expect(useToken).toBeEnabled());
    await expect(useToken).not.toHaveAccessibleDescription();
    await userEvent.click(useToken);
    await expect(canvas.getByRole('textbox', { name: 'Header 2 name' })).toHaveValue(
      'authorization',
    );
    const tokenValue = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Header 2 value' });
    await expect(tokenValue.value).toMatch(/^\S{20,}$/);
    await expect(canvas.getByRole('checkbox', { name: 'Use header 2' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Headers (2)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Header 3 name' })).toHaveValue('');

    await sendVia(canvas, userEvent, { endpoint: '/api/user/cart' });
    await expectStatus(canvas, '200 OK');
  },
};

/** 'Reset demo data' asks first: Cancel does nothing, Reset restores the seed. */
export const ResetDemoData: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const open = () => userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await open();
    const dialog = await canvas.findByRole('dialog', { name: 'Reset demo data?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(dialog).not.toBeVisible();
    await expect(args.onResetDemoData).not.toHaveBeenCalled();

    await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(dialog).not.toBeVisible();
    await expect(args.onResetDemoData).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Reset demo data' })).toHaveFocus();
  },
};

/** 'Download OpenAPI' saves the document the backend gives as openapi.json. */
export const DownloadOpenApi: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download OpenAPI' }));
    await expect(args.loadOpenApi).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** When the document cannot be loaded, the tester says so and the button stays for a retry. */
export const OpenApiUnavailable: Story = {
  args: {
    loadOpenApi: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download OpenAPI' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The OpenAPI document could not be loaded. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Download OpenAPI' })).toBeEnabled();
  },
};
