import { CircleAlert } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Text } from '../Text';
import { theme } from '../theme';

const Message = styled(Text)`
  display: flex;
  gap: ${theme.space.xs};
  align-items: flex-start;
  padding: ${theme.space.sm};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/**
 * Why an action did not happen (the backend's refusal, a failed payment), beside the control it
 * is about. Give it `role="alert"` when nothing else (a toast) announces it, and point the
 * control's `aria-describedby` at its `id`.
 */
export function ErrorMessage({ children, ...rest }: ComponentPropsWithRef<'p'>) {
  return (
    <Message $size="sm" $weight="medium" $tone="danger" $breakAnywhere {...rest}>
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </Message>
  );
}
