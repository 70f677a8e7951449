import { useId } from 'react';
import type { HeaderField, HeaderRow } from '../../machines/requestTester';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { TextInput } from '../TextInput';
import { VisuallyHidden } from '../theme';
import {
  ColumnTitles,
  HeaderList,
  HeaderRowItem,
  MutedText,
  Section,
  SectionHeader,
  SectionTitle,
  TokenAction,
} from './RequestTester.styles';

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
    <Section aria-labelledby={titleId}>
      <SectionHeader>
        <SectionTitle id={titleId}>Headers ({count})</SectionTitle>
        <TokenAction>
          {token ? null : <MutedText id={tokenHintId}>Log in to use your token.</MutedText>}
          <Button
            variant="secondary"
            size="sm"
            disabled={!token}
            aria-describedby={token ? undefined : tokenHintId}
            onClick={() => token && onUseToken(token)}
          >
            Use my token
          </Button>
        </TokenAction>
      </SectionHeader>
      <ColumnTitles aria-hidden="true">
        <span>Name</span>
        <span>Value</span>
      </ColumnTitles>
      <HeaderList>
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
              <TextInput
                label={<VisuallyHidden>Header {n} name</VisuallyHidden>}
                placeholder="Name"
                autoComplete="off"
                spellCheck={false}
                value={row.header}
                onChange={(event) => onEdit(index, 'header', event.target.value)}
              />
              <TextInput
                label={<VisuallyHidden>Header {n} value</VisuallyHidden>}
                placeholder="Value"
                autoComplete="off"
                spellCheck={false}
                value={row.value}
                onChange={(event) => onEdit(index, 'value', event.target.value)}
              />
            </HeaderRowItem>
          );
        })}
      </HeaderList>
    </Section>
  );
}
