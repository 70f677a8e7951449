import { X } from 'lucide-react';
import { useId } from 'react';
import type { QueryField, QueryParam } from '../../domain/queryParams';
import { IconButton } from '../../components/IconButton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { NameValueInputs } from './NameValueInputs';
import { QueryRowItem } from './Tools.styles';

export interface QueryEditorProps {
  /** The endpoint's query parameters, in order. */
  params: QueryParam[];
  /** A field of a row changed; the row just past the last is the spare one, which adds one. */
  onEdit: (index: number, field: QueryField, value: string) => void;
  onRemove: (index: number) => void;
}

const SPARE: QueryParam = { name: '', value: '' };

/** The endpoint's query string as rows: typing in either one changes the other. */
export function QueryEditor({ params, onEdit, onRemove }: QueryEditorProps) {
  const titleId = useId();
  return (
    <Stack as="section" $gap="sm" aria-labelledby={titleId}>
      <Text as="h2" $size="lg" id={titleId}>
        Query parameters
      </Text>
      <Stack as="ul" $gap="xs">
        {/* Keyed by place: a row that moves up keeps its inputs, and so the focus. */}
        {[...params, SPARE].map((param, index) => {
          const n = index + 1;
          return (
            <QueryRowItem key={index}>
              <NameValueInputs
                rowName={`Parameter ${n}`}
                name={param.name}
                value={param.value}
                onEdit={(field, text) => onEdit(index, field, text)}
              />
              {/* The spare row has nothing to remove; its button stays so the focus does. */}
              <IconButton
                label={`Remove parameter ${n}`}
                icon={<X />}
                unavailable={index === params.length}
                onClick={() => onRemove(index)}
              />
            </QueryRowItem>
          );
        })}
      </Stack>
    </Stack>
  );
}
