import { useId } from 'react';
import type { HistoryEntry } from '../../domain/requestHistory';
import { isTesterMethod } from '../machines/requestTester';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { EntryButton, EntryList } from './History.styles';
import { Duration } from './ResponseView.styles';
import { formatBytes, toneOf } from './ResponseView';

export interface HistoryProps {
  /** This tab's API calls, the store's and the panel's, newest first. */
  entries: readonly HistoryEntry[];
  /** Loads a call into the panel, to send it again or edit it. */
  onChoose: (entry: HistoryEntry) => void;
  onClear: () => void;
}

const statusOf = ({ status, statusText }: HistoryEntry) =>
  status === 0 ? 'Network error' : `${status} ${statusText}`.trim();

/** 'History': each call a button that loads it into the panel. */
export function History({ entries, onChoose, onClear }: HistoryProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId}>
      <Cluster $align="center" $justify="space-between" $gap="xs">
        <Text as="h2" $size="lg" id={titleId}>
          History
        </Text>
        {/* Stays focusable once the list is empty, so the focus is not thrown to the page top. */}
        <Button variant="secondary" size="sm" unavailable={entries.length === 0} onClick={onClear}>
          Clear history
        </Button>
      </Cluster>
      <Text $size="sm" $tone="muted" id={hintId}>
        {entries.length === 0
          ? 'No requests yet: the store’s calls to the API and yours are listed here.'
          : 'The store’s calls to the API and yours, newest first. Choose one to load it into the request.'}
      </Text>
      {entries.length > 0 ? (
        <EntryList as="ol" aria-labelledby={titleId}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <EntryButton
                as="button"
                $align="baseline"
                $gap={['xxs', 'sm']}
                type="button"
                // The panel sends GET, POST and DELETE only.
                disabled={!isTesterMethod(entry.method)}
                onClick={() => onChoose(entry)}
              >
                <Text as="span" $mono $weight="bold">
                  {entry.method}
                </Text>{' '}
                <Text as="span" $mono $breakAnywhere>
                  {entry.endpoint}
                </Text>{' '}
                <Text
                  as="span"
                  $weight="semibold"
                  $tone={entry.status === 0 ? 'danger' : toneOf(entry.status)}
                >
                  {statusOf(entry)}
                </Text>{' '}
                <Duration as="span" $tone="muted" $numeric>
                  {entry.durationMs} ms
                </Duration>{' '}
                <Text as="span" $tone="muted">
                  {formatBytes(entry.sizeBytes)}
                </Text>
              </EntryButton>
            </li>
          ))}
        </EntryList>
      ) : null}
    </Stack>
  );
}
