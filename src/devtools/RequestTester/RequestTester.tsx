import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { DocumentedRoute } from '../../domain/api/routeDocs';
import type { HistoryEntry } from '../../domain/requestHistory';
import {
  canSend,
  isTesterMethod,
  requestTesterMachine,
  selectHeaderCount,
  selectQueryParams,
  type TesterRequest,
  type TesterResponse,
} from '../machines/requestTester';
import { Stack } from '../../components/Stack';
import { BodyEditor } from './BodyEditor';
import type { ColorScheme } from './colorSchemes';
import { CopyRequest } from './CopyRequest';
import { HeadersEditor } from './HeadersEditor';
import { History } from './History';
import { QueryEditor } from './QueryEditor';
import { RequestBar } from './RequestBar';
import { Columns, Footer, SchemePanel } from './RequestTester.styles';
import { DownloadOpenApi } from './DownloadOpenApi';
import { ResetDemoData } from './ResetDemoData';
import { ResponseView } from './ResponseView';
import { Shortcuts } from './Shortcuts';
import { useSendShortcut } from './useSendShortcut';

export interface RequestTesterProps {
  /** The panel's colours; the default is `standard`. */
  colorScheme?: ColorScheme;
  /**
   * Sends one request and resolves with the reply, whatever its status; rejects only when there
   * is no reply. Fixed for the life of the panel.
   */
  send: (request: TesterRequest) => Promise<TesterResponse>;
  /** The endpoint suggestions (D18). */
  routes: readonly DocumentedRoute[];
  /** The session token for 'Use my token'; absent when nobody is logged in. */
  token?: string;
  /** Restores the demo data, after the user has confirmed. */
  onResetDemoData: () => Promise<void>;
  /** The API's OpenAPI document, for 'Download OpenAPI'. */
  loadOpenApi: () => Promise<unknown>;
  /** This tab's API calls, newest first (the app records them from the backend's events). */
  history: readonly HistoryEntry[];
  onClearHistory: () => void;
}

/**
 * The request tester (/mockman): a request bar, query parameters, headers, a JSON body, the
 * response and History, driven by `requestTesterMachine`.
 */
export function RequestTester({
  colorScheme = 'standard',
  send,
  routes,
  token,
  onResetDemoData,
  loadOpenApi,
  history,
  onClearHistory,
}: RequestTesterProps) {
  const [snapshot, sendEvent] = useMachine(
    requestTesterMachine.provide({
      actors: {
        sendRequest: fromPromise<TesterResponse, TesterRequest>(({ input }) => send(input)),
      },
    }),
  );
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const endpointRef = useRef<HTMLInputElement>(null);
  const { context } = snapshot;
  const { method, endpoint, headers, bodyText } = context;
  const request = useMemo<TesterRequest>(
    () => ({ method, endpoint, headers, body: method === 'GET' ? undefined : bodyText }),
    [method, endpoint, headers, bodyText],
  );

  const submit = () => {
    // A broken body blocks POST and DELETE: take the user to the box and its error message.
    if (!canSend(context)) bodyRef.current?.focus();
    else sendEvent({ type: 'tester.send' });
  };
  const panelRef = useSendShortcut(submit);

  const load = ({ method: loaded, endpoint: path, headers: sent, body }: HistoryEntry) => {
    if (!isTesterMethod(loaded)) return;
    sendEvent({
      type: 'tester.load',
      request: { method: loaded, endpoint: path, headers: sent, body },
    });
    // Up to the request, ready to send again or edit.
    endpointRef.current?.focus();
  };

  return (
    <SchemePanel
      $gap="lg"
      $widePadding="lg"
      $wideFrom="md"
      data-color-scheme={colorScheme}
      ref={panelRef}
    >
      <RequestBar
        method={context.method}
        endpoint={context.endpoint}
        routes={routes}
        onMethodChange={(method) => sendEvent({ type: 'tester.setMethod', method })}
        onEndpointChange={(endpoint) => sendEvent({ type: 'tester.setEndpoint', endpoint })}
        onRouteChoose={(method, endpoint, exampleBody) =>
          sendEvent({ type: 'tester.chooseRoute', method, endpoint, exampleBody })
        }
        onSubmit={submit}
        endpointRef={endpointRef}
      />
      <CopyRequest request={request} />
      <Columns $gap="xl">
        <Stack $gap="lg">
          <QueryEditor
            params={selectQueryParams(snapshot)}
            onEdit={(index, field, value) =>
              sendEvent({ type: 'tester.editQuery', index, field, value })
            }
            onRemove={(index) => sendEvent({ type: 'tester.removeQuery', index })}
          />
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
      <History entries={history} onChoose={load} onClear={onClearHistory} />
      <Shortcuts />
      <Footer $justify="flex-end" $gap="sm">
        <DownloadOpenApi load={loadOpenApi} />
        <ResetDemoData onReset={onResetDemoData} />
      </Footer>
    </SchemePanel>
  );
}
