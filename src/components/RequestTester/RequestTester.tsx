import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import type { ApiRoute } from '../../domain/apiRoutes';
import {
  canSend,
  requestTesterMachine,
  selectHeaderCount,
  type TesterRequest,
  type TesterResponse,
} from '../../machines/requestTester';
import { BodyEditor } from './BodyEditor';
import type { ColorScheme } from './colorSchemes';
import { HeadersEditor } from './HeadersEditor';
import { RequestBar } from './RequestBar';
import { Columns, Footer, Panel, Stack } from './RequestTester.styles';
import { ResetDemoData } from './ResetDemoData';
import { ResponseView } from './ResponseView';

export interface RequestTesterProps {
  /** The panel's colours; the default is `standard` (spec section 9). */
  colorScheme?: ColorScheme;
  /**
   * Sends one request and resolves with the reply, whatever its status; rejects only when there
   * is no reply. Fixed for the life of the panel.
   */
  send: (request: TesterRequest) => Promise<TesterResponse>;
  /** The endpoint suggestions (D18). */
  routes: readonly ApiRoute[];
  /** The session token for 'Use my token'; absent when nobody is logged in. */
  token?: string;
  /** Restores the demo data, after the user has confirmed. */
  onResetDemoData: () => Promise<void>;
}

/**
 * The request tester (/mockman): a request bar, headers, a JSON body and the response, driven
 * by `requestTesterMachine`.
 */
export function RequestTester({
  colorScheme = 'standard',
  send,
  routes,
  token,
  onResetDemoData,
}: RequestTesterProps) {
  const [snapshot, sendEvent] = useMachine(
    requestTesterMachine.provide({
      actors: {
        sendRequest: fromPromise<TesterResponse, TesterRequest>(({ input }) => send(input)),
      },
    }),
  );
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const { context } = snapshot;

  const submit = () => {
    // A broken body blocks POST and DELETE: take the user to the box and its error message.
    if (!canSend(context)) bodyRef.current?.focus();
    else sendEvent({ type: 'tester.send' });
  };

  return (
    <Panel data-color-scheme={colorScheme}>
      <RequestBar
        method={context.method}
        endpoint={context.endpoint}
        routes={routes}
        onMethodChange={(method) => sendEvent({ type: 'tester.setMethod', method })}
        onEndpointChange={(endpoint) => sendEvent({ type: 'tester.setEndpoint', endpoint })}
        onRouteChoose={(method, endpoint) =>
          sendEvent({ type: 'tester.chooseRoute', method, endpoint })
        }
        onSubmit={submit}
      />
      <Columns>
        <Stack>
          <HeadersEditor
            rows={context.headerRows}
            count={selectHeaderCount(snapshot)}
            onEdit={(index, field, value) =>
              sendEvent({ type: 'tester.editHeader', index, field, value })
            }
            onToggle={(index) => sendEvent({ type: 'tester.toggleHeader', index })}
            token={token}
            onUseToken={(value) => sendEvent({ type: 'tester.useToken', token: value })}
          />
          <BodyEditor
            text={context.bodyText}
            invalid={context.bodyError}
            method={context.method}
            onChange={(text) => sendEvent({ type: 'tester.setBody', text })}
            boxRef={bodyRef}
          />
        </Stack>
        <ResponseView
          response={context.response}
          requestError={context.requestError}
          sending={snapshot.matches('sending')}
          colorScheme={colorScheme}
        />
      </Columns>
      <Footer>
        <ResetDemoData onReset={onResetDemoData} />
      </Footer>
    </Panel>
  );
}
