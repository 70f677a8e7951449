import { useId } from 'react';
import type { TesterResponse } from '../../machines/requestTester';
import type { ColorScheme } from './colorSchemes';
import { JsonTree } from './JsonTree';
import { MutedText, Section, SectionTitle } from './RequestTester.styles';
import { ResponseBody } from './ResponseBody';
import { Alert, AlertTitle, Duration, StatusValue, SubTitle, Summary } from './ResponseView.styles';

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

export const toneOf = (status: number) => {
  if (status >= 200 && status <= 299) return 'success';
  return status >= 400 ? 'danger' : 'neutral';
};

export function ResponseView({ response, requestError, sending, colorScheme }: ResponseViewProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} aria-busy={sending}>
      <SectionTitle id={titleId}>Response</SectionTitle>
      <div aria-live="polite">
        {sending ? <MutedText>Sending…</MutedText> : null}
        {response ? (
          <Summary>
            <div>
              <dt>Status</dt>
              <StatusValue $tone={toneOf(response.status)}>
                {`${response.status} ${response.statusText}`.trim()}
              </StatusValue>
            </div>
            <div>
              <dt>Time</dt>
              <Duration>{response.durationMs} ms</Duration>
            </div>
            <div>
              <dt>Size</dt>
              <dd>{formatBytes(response.sizeBytes)}</dd>
            </div>
          </Summary>
        ) : null}
      </div>
      {requestError !== undefined ? (
        <Alert role="alert">
          <AlertTitle>Request failed</AlertTitle>
          <p>{requestError}</p>
        </Alert>
      ) : null}
      {response ? (
        <>
          <SubTitle>Response body</SubTitle>
          <ResponseBody response={response} colorScheme={colorScheme} />
          <SubTitle>Response headers</SubTitle>
          <JsonTree
            value={response.headers}
            label="Response headers"
            colorScheme={colorScheme}
            editable
          />
        </>
      ) : null}
      {!response && requestError === undefined && !sending ? <p>Response is undefined.</p> : null}
    </Section>
  );
}
