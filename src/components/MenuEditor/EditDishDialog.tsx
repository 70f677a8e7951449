import { useRef, useState } from 'react';
import { DISH_TEXT_LIMITS, type MenuDish } from '../../domain/menu';
import { formatRupees } from '../../domain/money';
import type { DishEdit } from '../../machines/menuEditor';
import { TextInput } from '../TextInput';
import { DescriptionField } from './DescriptionField';
import { DESCRIPTION_MESSAGE, PRICE_HINT, PRICE_MESSAGE, validPrice } from './dishForm';
import { DishDialog } from './DishDialog';

export interface EditDishDialogProps {
  /** The dish as the backend last told it. */
  dish: MenuDish;
  saving: boolean;
  /** Why the last save failed. */
  problem?: string;
  /** The save went through: the dialog closes. */
  saved: boolean;
  /** Only what changed, and only when something did. */
  onSave: (edit: DishEdit) => void;
  onClose: () => void;
}

type Errors = { price?: string; description?: string };

/**
 * A dish's price (whole rupees within DISH_PRICE) and description, changed. What was typed stays
 * until the save goes through; the price on the menu now is beside it, which a conflict changes.
 */
export function EditDishDialog({
  dish,
  saving,
  problem,
  saved,
  onSave,
  onClose,
}: EditDishDialogProps) {
  const [price, setPrice] = useState(dish.price);
  const [description, setDescription] = useState(dish.description);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  /** Saved as it was: nothing to send, and the dialog closes. */
  const [unchanged, setUnchanged] = useState(false);
  const priceRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    const rupees = validPrice(price);
    const text = description.trim();
    const found: Errors = {
      price: rupees === undefined ? PRICE_MESSAGE : undefined,
      description: text ? undefined : DESCRIPTION_MESSAGE,
    };
    setErrors(found);
    if (found.price || found.description) {
      (found.price ? priceRef : descriptionRef).current?.focus();
      return;
    }
    const edit: DishEdit = {
      price: rupees === dish.price ? undefined : rupees,
      description: text === dish.description ? undefined : text,
    };
    if (edit.price === undefined && edit.description === undefined) {
      setUnchanged(true);
      return;
    }
    setSubmitted(true);
    onSave(edit);
  };

  return (
    <DishDialog
      title={`Edit ${dish.title}`}
      description={`${dish.restaurant}, ${dish.categoryName}`}
      submitLabel="Save"
      saving={saving}
      problem={submitted ? problem : undefined}
      done={saved || unchanged}
      onSubmit={submit}
      onClose={onClose}
      initialFocus={priceRef}
      width="32rem"
    >
      <TextInput
        ref={priceRef}
        label="Price (₹)"
        name="price"
        inputMode="numeric"
        autoComplete="off"
        required
        hint={`${formatRupees(Number(dish.price))} on the menu now. ${PRICE_HINT}.`}
        value={price}
        error={errors.price}
        onChange={(event) => {
          setPrice(event.target.value);
          setErrors({ ...errors, price: undefined });
        }}
      />
      <DescriptionField
        ref={descriptionRef}
        label="Description"
        name="description"
        required
        maxLength={DISH_TEXT_LIMITS.description}
        hint={`Up to ${DISH_TEXT_LIMITS.description} characters`}
        value={description}
        error={errors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors({ ...errors, description: undefined });
        }}
      />
    </DishDialog>
  );
}
