import { Cluster } from '../Cluster';
import { dishesText } from './CuisineList';
import { Text } from '../Text';
import { TextInput } from '../TextInput';
import { SearchField } from './MenuEditor.styles';

interface MenuSearchProps {
  query: string;
  onSearch: (query: string) => void;
  /** How many dishes the search names. */
  found: number;
  soldOut: number;
  hidden: number;
}

/** What the menu shows, said again (politely) as the search changes it. */
function summaryOf({ query, found, soldOut, hidden }: Omit<MenuSearchProps, 'onSearch'>) {
  const wanted = query.trim();
  if (wanted) {
    if (found === 0) return `No dish matches “${wanted}”.`;
    return `${dishesText(found)} ${found === 1 ? 'matches' : 'match'} “${wanted}”.`;
  }
  return `${dishesText(found)}: ${soldOut} sold out, ${hidden} hidden.`;
}

/** Finds dishes by name or restaurant; beside it, what the menu holds. */
export function MenuSearch({ onSearch, ...summary }: MenuSearchProps) {
  return (
    <Cluster $gap="md" $justify="space-between" $align="end">
      <SearchField role="search">
        <TextInput
          label="Find a dish"
          type="search"
          name="menuSearch"
          autoComplete="off"
          placeholder="Name or restaurant"
          value={summary.query}
          onChange={(event) => onSearch(event.target.value)}
        />
      </SearchField>
      <Text role="status" $tone="muted">
        {summaryOf(summary)}
      </Text>
    </Cluster>
  );
}
