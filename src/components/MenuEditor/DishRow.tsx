import { Check, Circle, Drumstick, Eye, EyeOff, Leaf, LoaderCircle, Pencil } from 'lucide-react';
import { useId } from 'react';
import { formatRupees } from '../../domain/money';
import type { DishEdit, MenuLine } from '../../machines/menuEditor';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { DishImage } from '../DishImage';
import { ErrorMessage } from '../ErrorMessage';
import { Text } from '../Text';
import { VisuallyHidden } from '../theme';
import {
  About,
  DishActions,
  DishCard,
  DishProblem,
  HiddenBadge,
  Picture,
  Price,
  SavingNote,
  SoldOutToggle,
} from './MenuEditor.styles';

export interface DishRowProps {
  line: MenuLine;
  onChange: (edit: DishEdit) => void;
  onEdit: () => void;
}

/**
 * One dish of the kitchen's menu: its picture, name, restaurant, whether it is vegetarian, its
 * price, and what staff do with it. 'Sold out' toggles at a tap, showing the new state at once
 * while the change is on its way; a hidden dish is dimmed and marked. Its buttons wait while a
 * change runs, and each names the dish for a screen reader.
 */
export function DishRow({ line: { dish, saving, problem }, onChange, onEdit }: DishRowProps) {
  const titleId = useId();
  const problemId = useId();
  const { title } = dish;
  const describedBy = problem ? problemId : undefined;
  const toggleIcon = saving ? <LoaderCircle /> : dish.soldOut ? <Check /> : <Circle />;
  return (
    <DishCard
      as="article"
      aria-labelledby={titleId}
      aria-busy={saving}
      $hidden={dish.hidden}
      $padding="sm"
    >
      <Picture>
        <DishImage src={dish.url} variant="thumbnail" />
      </Picture>
      <About $gap="xxs">
        <Text as="h3" $size="lg" $weight="semibold" id={titleId}>
          {title}
        </Text>
        <Cluster $gap="xs" $align="center">
          <Text as="span" $size="sm" $tone="muted">
            {dish.restaurant}
          </Text>
          {dish.isVegetarian ? (
            <Badge tone="success" icon={<Leaf />}>
              Veg
            </Badge>
          ) : (
            <Badge tone="danger" icon={<Drumstick />}>
              Non-veg
            </Badge>
          )}
          {dish.hidden && <HiddenBadge icon={<EyeOff />}>Hidden</HiddenBadge>}
          <SavingNote role="status">{saving ? 'Saving…' : ''}</SavingNote>
        </Cluster>
      </About>
      <Price>{formatRupees(Number(dish.price))}</Price>
      <DishActions $gap="xs" $align="center">
        <SoldOutToggle
          type="button"
          aria-pressed={dish.soldOut}
          aria-disabled={saving || undefined}
          aria-describedby={describedBy}
          $saving={saving}
          onClick={() => {
            if (!saving) onChange({ soldOut: !dish.soldOut });
          }}
        >
          <span aria-hidden="true">{toggleIcon}</span>
          Sold out <VisuallyHidden>{title}</VisuallyHidden>
        </SoldOutToggle>
        <Button
          variant="secondary"
          startIcon={<Pencil />}
          unavailable={saving}
          aria-describedby={describedBy}
          onClick={onEdit}
        >
          Edit <VisuallyHidden>{title}</VisuallyHidden>
        </Button>
        <Button
          variant="ghost"
          startIcon={dish.hidden ? <Eye /> : <EyeOff />}
          unavailable={saving}
          aria-describedby={describedBy}
          onClick={() => onChange({ hidden: !dish.hidden })}
        >
          {dish.hidden ? (
            <>
              Show <VisuallyHidden>{title}</VisuallyHidden> on menu
            </>
          ) : (
            <>
              Hide <VisuallyHidden>{title}</VisuallyHidden> from menu
            </>
          )}
        </Button>
      </DishActions>
      {problem && (
        <DishProblem>
          <ErrorMessage id={problemId} role="alert">
            {problem}
          </ErrorMessage>
        </DishProblem>
      )}
    </DishCard>
  );
}
