import { useDeferredValue, useMemo, useState } from 'react';
import { filterJson } from '../jsonFilter';
import type { TesterResponse } from '../machines/requestTester';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Text } from '../../components/Text';
import { TextInput } from '../../components/TextInput';
import type { ColorScheme } from './colorSchemes';
import { JsonTree } from './JsonTree';
import { PlainText } from './ResponseView.styles';
import { BodyTools } from './Tools.styles';

export interface ResponseBodyProps {
  response: TesterResponse;
  colorScheme: ColorScheme;
}

type View = 'Tree' | 'Raw';

/** The tree narrowed by the filter, or why it cannot be. */
function useFiltered(data: object, query: string) {
  const deferred = useDeferredValue(query);
  return useMemo(() => {
    try {
      // What is left of an object or array is one too, or nothing.
      return { value: filterJson(data, deferred) as object | undefined };
    } catch {
      // A reply thousands of levels deep is more than the filter's recursion can walk.
      return { error: 'This body is nested too deeply to filter.' };
    }
  }, [data, deferred]);
}

/** A JSON body: the tree, narrowed by 'Filter', or the text as received ('Raw'). */
function JsonBody({ data, response, colorScheme }: ResponseBodyProps & { data: object }) {
  const [view, setView] = useState<View>('Tree');
  const [query, setQuery] = useState('');
  const filtered = useFiltered(data, query);
  return (
    <>
      <BodyTools $align="flex-end" $gap="sm">
        <Cluster $gap="xxs" $wrap={false} role="group" aria-label="Body view">
          {(['Tree', 'Raw'] as const).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={view === name ? 'primary' : 'secondary'}
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {name}
            </Button>
          ))}
        </Cluster>
        {view === 'Tree' ? (
          <TextInput
            label="Filter"
            type="search"
            placeholder="Keys and values"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        ) : null}
      </BodyTools>
      {view === 'Raw' ? (
        // A region that can scroll, so it takes focus for keyboard scrolling.
        <PlainText role="region" aria-label="Raw response body" tabIndex={0}>
          {response.text}
        </PlainText>
      ) : 'error' in filtered ? (
        <Text $size="sm" $tone="muted" role="status">
          {filtered.error}
        </Text>
      ) : filtered.value === undefined ? (
        <Text $size="sm" $tone="muted" role="status">
          Nothing in the body matches “{query.trim()}”.
        </Text>
      ) : (
        <JsonTree value={filtered.value} label="Response body" colorScheme={colorScheme} />
      )}
    </>
  );
}

/**
 * What the response body shows: the data, or the whole response when there is no data field
 * (an empty reply has none). JSON objects and arrays get the tree, the filter
 * and the raw text; anything else is shown as text.
 */
export function ResponseBody({ response, colorScheme }: ResponseBodyProps) {
  const { data } = response;
  if (typeof data === 'object' && data !== null) {
    return <JsonBody data={data} response={response} colorScheme={colorScheme} />;
  }
  if (data === undefined) {
    return <JsonTree value={response} label="Response body" colorScheme={colorScheme} />;
  }
  return <PlainText>{typeof data === 'string' ? data : JSON.stringify(data)}</PlainText>;
}
