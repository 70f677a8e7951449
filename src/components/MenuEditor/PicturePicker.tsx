import { useId, type Ref } from 'react';
import { ErrorMessage } from '../ErrorMessage';
import { pictureName } from './dishForm';
import { FieldGroup } from '../modalDialog';
import { PictureChoice, PictureGrid } from './MenuEditor.styles';

interface PicturePickerProps {
  /** The store's dish pictures. */
  pictures: string[];
  /** The picture chosen; '' for none yet. */
  value: string;
  error?: string;
  onChange: (url: string) => void;
  /** The radio that takes the focus when no picture is chosen. */
  firstRef?: Ref<HTMLInputElement>;
}

/** A new dish's picture, one of the store's: a radio group drawn as thumbnails, each named. */
export function PicturePicker({ pictures, value, error, onChange, firstRef }: PicturePickerProps) {
  const errorId = useId();
  return (
    <FieldGroup aria-describedby={error ? errorId : undefined}>
      <legend>Picture</legend>
      <PictureGrid>
        {pictures.map((url, index) => (
          <li key={url}>
            <PictureChoice>
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name="picture"
                value={url}
                checked={value === url}
                onChange={() => onChange(url)}
              />
              <img src={url} alt={pictureName(url)} width={56} height={56} />
            </PictureChoice>
          </li>
        ))}
      </PictureGrid>
      {error && (
        <ErrorMessage id={errorId} role="alert">
          {error}
        </ErrorMessage>
      )}
    </FieldGroup>
  );
}
