import { Drumstick, Leaf } from 'lucide-react';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../theme';

export interface RatingBadgeProps {
  rating: number;
  isVegetarian: boolean;
}

/**
 * '4.5 ★' on green (vegetarian) or red (not). A leaf or drumstick says the same without colour
 * (WCAG 1.4.1); a screen reader hears "Rated 4.5 of 5, vegetarian" instead of the symbols.
 */
export function RatingBadge({ rating, isVegetarian }: RatingBadgeProps) {
  const shown = rating.toFixed(1);
  const diet = isVegetarian ? 'vegetarian' : 'non-vegetarian';
  return (
    <Badge
      tone={isVegetarian ? 'success' : 'danger'}
      icon={isVegetarian ? <Leaf /> : <Drumstick />}
      data-testid="rating-badge"
    >
      <span aria-hidden="true">{shown} ★</span>
      <VisuallyHidden>
        Rated {shown} of 5, {diet}
      </VisuallyHidden>
    </Badge>
  );
}
