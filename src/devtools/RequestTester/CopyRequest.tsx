import { useState } from 'react';
import { toCurl, toFetch, withJsonContentType } from '../requestSnippets';
import type { TesterRequest } from '../machines/requestTester';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Text } from '../../components/Text';
import { resolveUrl } from './resolveUrl';

export interface CopyRequestProps {
  /** The request as Submit would send it; a new object only when it changes. */
  request: TesterRequest;
}

const FORMATS = { cURL: toCurl, fetch: toFetch } as const;
type Format = keyof typeof FORMATS;

interface Outcome {
  message: string;
  failed: boolean;
  /** The request it was about: a confirmation goes once the request changes. */
  request: TesterRequest;
}

export const COPY_FAILED =
  'The browser did not allow copying to the clipboard. Nothing was copied.';

/** The request as a snippet: the whole URL, the headers Submit sends, the body on POST and DELETE. */
function snippetOf(format: Format, { method, endpoint, headers, body }: TesterRequest): string {
  return FORMATS[format]({
    method,
    url: resolveUrl(endpoint).href,
    headers: withJsonContentType(headers, body !== undefined),
    body,
  });
}

/** 'Copy as cURL' and 'Copy as fetch', with a visible confirmation or the reason it failed. */
export function CopyRequest({ request }: CopyRequestProps) {
  const [outcome, setOutcome] = useState<Outcome>();
  const copy = async (format: Format) => {
    let snippet: string;
    try {
      snippet = snippetOf(format, request);
    } catch (error) {
      // An endpoint that is no URL: the same message as Submit's.
      setOutcome({ message: (error as Error).message, failed: true, request });
      return;
    }
    try {
      // Absent outside a secure context, refused without permission or focus.
      await navigator.clipboard.writeText(snippet);
      setOutcome({ message: `Copied as ${format}.`, failed: false, request });
    } catch {
      setOutcome({ message: COPY_FAILED, failed: true, request });
    }
  };
  const shown = outcome?.request === request ? outcome : undefined;
  return (
    <Cluster $align="center" $gap="xs">
      <Button variant="secondary" size="sm" onClick={() => void copy('cURL')}>
        Copy as cURL
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void copy('fetch')}>
        Copy as fetch
      </Button>
      {/* What became of the last copy, beside the copy buttons. */}
      <Text
        role="status"
        $size="sm"
        $weight="semibold"
        $breakAnywhere
        $tone={shown?.failed ? 'danger' : 'success'}
      >
        {shown?.message}
      </Text>
    </Cluster>
  );
}
