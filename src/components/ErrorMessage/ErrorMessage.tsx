import { CircleAlert } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;

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
    <Message {...rest}>
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </Message>
  );
}
