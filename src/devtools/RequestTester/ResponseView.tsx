import { useId, type ReactNode } from 'react';
import type { TesterResponse } from '../machines/requestTester';
import { Cluster } from '../../components/Cluster';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import type { ColorScheme } from './colorSchemes';
import { JsonTree } from './JsonTree';
import { ResponseBody } from './ResponseBody';
import { Alert, Duration } from './ResponseView.styles';

export interface ResponseViewProps {
  response?: TesterResponse;
  requestError?: string;
  sending: boolean;
  colorScheme: ColorScheme;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A status's colour; none (the text's own) for one that is neither a success nor an error. */
export const toneOf = (status: number) => {
  if (status >= 200 && status <= 299) return 'success';
  return status >= 400 ? 'danger' : undefined;
};

/** One figure of the reply: its muted name, then its value, a bold `dd`. */
function Figure({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Cluster $gap="xxs" $wrap={false}>
      <Text as="dt" $tone="muted">
        {name}
      </Text>
      {children}
    </Cluster>
  );
}

export function ResponseView({ response, requestError, sending, colorScheme }: ResponseViewProps) {
  const titleId = useId();
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId} aria-busy={sending}>
      <Text as="h2" $size="lg" id={titleId}>
        Response
      </Text>
      <div aria-live="polite">
        {sending ? (
          <Text $size="sm" $tone="muted">
            Sending…
          </Text>
        ) : null}
        {response ? (
          <Cluster as="dl" $gap={['xs', 'lg']}>
            <Figure name="Status">
              <Text as="dd" $weight="semibold" $tone={toneOf(response.status)}>
                {`${response.status} ${response.statusText}`.trim()}
              </Text>
            </Figure>
            <Figure name="Time">
              <Duration as="dd" $weight="semibold" $numeric>
                {response.durationMs} ms
              </Duration>
            </Figure>
            <Figure name="Size">
              <Text as="dd" $weight="semibold">
                {formatBytes(response.sizeBytes)}
              </Text>
            </Figure>
          </Cluster>
        ) : null}
      </div>
      {requestError !== undefined ? (
        <Alert $gap="xxs" role="alert">
          <Text $weight="bold" $tone="danger">
            Request failed
          </Text>
          <Text>{requestError}</Text>
        </Alert>
      ) : null}
      {response ? (
        <>
          <Text as="h3" $size="md">
            Response body
          </Text>
          <ResponseBody response={response} colorScheme={colorScheme} />
          <Text as="h3" $size="md">
            Response headers
          </Text>
          <JsonTree
            value={response.headers}
            label="Response headers"
            colorScheme={colorScheme}
            editable
          />
        </>
      ) : null}
      {!response && requestError === undefined && !sending ? <p>Response is undefined.</p> : null}
    </Stack>
  );
}
