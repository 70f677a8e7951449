import { useId } from 'react';
import type { HeaderField, HeaderRow } from '../machines/requestTester';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Cluster } from '../../components/Cluster';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/theme';
import { NameValueInputs } from './NameValueInputs';
import { ColumnTitles, HeaderRowItem } from './RequestTester.styles';

export interface HeadersEditorProps {
  rows: HeaderRow[];
  /** The number in the title: the enabled rows with a name. */
  count: number;
  onEdit: (index: number, field: HeaderField, value: string) => void;
  onToggle: (index: number) => void;
  /** The session token; without one 'Use my token' is disabled and says why. */
  token?: string;
  onUseToken: (token: string) => void;
}

export function HeadersEditor({
  rows,
  count,
  onEdit,
  onToggle,
  token,
  onUseToken,
}: HeadersEditorProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const tokenHintId = `${id}-token-hint`;
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId}>
      <Cluster $align="center" $justify="space-between" $gap="xs">
        <Text as="h2" $size="lg" id={titleId}>
          Headers ({count})
        </Text>
        <Cluster $align="center" $gap="xs">
          {token ? null : (
            <Text $size="sm" $tone="muted" id={tokenHintId}>
              Log in to use your token.
            </Text>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={!token}
            aria-describedby={token ? undefined : tokenHintId}
            onClick={() => token && onUseToken(token)}
          >
            Use my token
          </Button>
        </Cluster>
      </Cluster>
      <ColumnTitles aria-hidden="true">
        <span>Name</span>
        <span>Value</span>
      </ColumnTitles>
      <Stack as="ul" $gap="xs">
        {/* Rows are only ever appended, so the index is a stable key. */}
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <HeaderRowItem key={index}>
              <Checkbox
                label={<VisuallyHidden>Use header {n}</VisuallyHidden>}
                checked={row.isUsed}
                onChange={() => onToggle(index)}
              />
              <NameValueInputs
                rowName={`Header ${n}`}
                name={row.header}
                value={row.value}
                onEdit={(field, text) => onEdit(index, field === 'name' ? 'header' : 'value', text)}
              />
            </HeaderRowItem>
          );
        })}
      </Stack>
    </Stack>
  );
}
