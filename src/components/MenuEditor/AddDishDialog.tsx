import { useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { DISH_TEXT_LIMITS, type NewDish } from '../../domain/menu';
import { CATEGORY_NAMES, type CategoryName } from '../../domain/types';
import { Checkbox } from '../Checkbox';
import { Stack } from '../Stack';
import { Field, Label, Select, TextInput } from '../TextInput';
import { DescriptionField } from './DescriptionField';
import {
  CHECKED_FIELDS,
  checkDraft,
  EMPTY_DRAFT,
  PRICE_HINT,
  type CheckedField,
  type DishDraft,
  type DraftErrors,
} from './dishForm';
import { DishDialog } from './DishDialog';
import { PicturePicker } from './PicturePicker';

export interface AddDishDialogProps {
  /** The pictures a new dish may have. */
  pictures: string[];
  saving: boolean;
  /** Why the last add failed (a title on the menu already). */
  problem?: string;
  /** The dish is on the menu: the dialog closes. */
  saved: boolean;
  /** Called with the dish trimmed, once every field is right. */
  onAdd: (dish: NewDish) => void;
  onClose: () => void;
}

const isCategory = (value: string): value is CategoryName =>
  (CATEGORY_NAMES as readonly string[]).includes(value);

/**
 * A new dish: its name, description, price (whole rupees within DISH_PRICE), cuisine, whether it
 * is vegetarian, its restaurant and one of the store's pictures. Each field says what is wrong
 * with it; what was typed stays until the dish is on the menu.
 */
export function AddDishDialog({
  pictures,
  saving,
  problem,
  saved,
  onAdd,
  onClose,
}: AddDishDialogProps) {
  const [draft, setDraft] = useState<DishDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const cuisineId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const restaurantRef = useRef<HTMLInputElement>(null);
  const pictureRef = useRef<HTMLInputElement>(null);
  const refs: Record<CheckedField, RefObject<HTMLElement | null>> = {
    title: titleRef,
    description: descriptionRef,
    price: priceRef,
    restaurant: restaurantRef,
    url: pictureRef,
  };

  const change = <Name extends keyof DishDraft>(field: Name, value: DishDraft[Name]) => {
    setDraft({ ...draft, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  /** A one-line field's own props. */
  const textField = (field: 'title' | 'price' | 'restaurant') => ({
    name: field,
    value: draft[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
  });

  const submit = () => {
    const { dish, errors: found } = checkDraft(draft);
    setErrors(found);
    const firstWrong = CHECKED_FIELDS.find((field) => found[field]);
    if (firstWrong) refs[firstWrong].current?.focus();
    else if (dish) onAdd(dish);
  };

  return (
    <DishDialog
      title="Add a dish"
      description="It goes on the store's menu at once, available."
      submitLabel="Add to the menu"
      saving={saving}
      problem={problem}
      done={saved}
      onSubmit={submit}
      onClose={onClose}
      initialFocus={titleRef}
      width="40rem"
    >
      <TextInput
        ref={titleRef}
        label="Name"
        required
        maxLength={DISH_TEXT_LIMITS.title}
        autoComplete="off"
        {...textField('title')}
      />
      <DescriptionField
        ref={descriptionRef}
        label="Description"
        name="description"
        required
        maxLength={DISH_TEXT_LIMITS.description}
        hint={`Up to ${DISH_TEXT_LIMITS.description} characters`}
        value={draft.description}
        error={errors.description}
        onChange={(event) => change('description', event.target.value)}
      />
      <Stack $gap="md" $columns={2}>
        <TextInput
          ref={priceRef}
          label="Price (₹)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint={PRICE_HINT}
          {...textField('price')}
        />
        <Field>
          <Label htmlFor={cuisineId}>Cuisine</Label>
          <Select
            as="select"
            id={cuisineId}
            name="categoryName"
            $invalid={false}
            $hasAdornment={false}
            value={draft.categoryName}
            onChange={(event) => {
              if (isCategory(event.target.value)) change('categoryName', event.target.value);
            }}
          >
            {CATEGORY_NAMES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
        </Field>
      </Stack>
      <TextInput
        ref={restaurantRef}
        label="Restaurant"
        required
        maxLength={DISH_TEXT_LIMITS.restaurant}
        autoComplete="off"
        {...textField('restaurant')}
      />
      <Checkbox
        label="Vegetarian"
        name="isVegetarian"
        checked={draft.isVegetarian}
        onChange={(event) => change('isVegetarian', event.target.checked)}
      />
      <PicturePicker
        pictures={pictures}
        value={draft.url}
        error={errors.url}
        firstRef={pictureRef}
        onChange={(url) => change('url', url)}
      />
    </DishDialog>
  );
}
