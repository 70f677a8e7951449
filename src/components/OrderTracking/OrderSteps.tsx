import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';
import { ORDER_STEPS, type OrderStatus } from '../../domain/orderLifecycle';
import { media, theme, VisuallyHidden } from '../theme';

type StepState = 'done' | 'current' | 'next';

const MARKER = '1.75rem';

const Steps = styled.ol`
  display: grid;
  /* Equal columns, but never narrower than a step's longest word: on a phone, 'Preparing' in
     bold is wider than a fifth of the card, and a word broken in two reads badly. The lines
     between the markers start and end under the markers, which hide the small difference. */
  grid-template-columns: repeat(${ORDER_STEPS.length}, minmax(min-content, 1fr));
  column-gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const reached = (state: StepState) => state !== 'next';

const Step = styled.li<{ $state: StepState }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  text-align: center;
  font-size: ${theme.fontSizes.xs};
  color: ${({ $state }) => (reached($state) ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $state }) =>
    $state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular};

  /* The line from the step before, through the middle of the markers. */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: calc(${MARKER} / 2 - 2px);
    right: 50%;
    left: calc(-50% - ${theme.space.xxs});
    height: 4px;
    background: ${({ $state }) => (reached($state) ? theme.colors.primary : theme.colors.border)};
  }

  ${media.sm} {
    font-size: ${theme.fontSizes.sm};
  }
`;

const Marker = styled.span<{ $state: StepState }>`
  position: relative;
  /* Above the line that joins it to the next step. */
  z-index: 1;
  display: grid;
  place-items: center;
  width: ${MARKER};
  height: ${MARKER};
  border-radius: ${theme.radii.round};
  border: 2px solid
    ${({ $state }) => (reached($state) ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${theme.colors.surface};
  color: ${theme.colors.textOnColor};

  ${({ $state }) =>
    $state === 'done' &&
    css`
      background: ${theme.colors.primary};
    `}

  ${({ $state }) =>
    $state === 'current' &&
    css`
      box-shadow: 0 0 0 4px ${theme.colors.primarySubtle};

      &::after {
        content: '';
        width: 0.75rem;
        height: 0.75rem;
        border-radius: ${theme.radii.round};
        background: ${theme.colors.primary};
      }
    `}

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

/**
 * The five steps of an order in a row, those passed ticked and the current one marked, for
 * assistive technology too (`aria-current="step"`). A delivered order has no step after it, so
 * its last step shows as done.
 */
export function OrderSteps({ status }: { status: OrderStatus }) {
  const currentIndex = ORDER_STEPS.findIndex((step) => step.status === status);
  const delivered = status === 'delivered';
  return (
    <Steps aria-label="Order progress">
      {ORDER_STEPS.map((step, index) => {
        const state: StepState =
          index < currentIndex || delivered ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <Step
            key={step.status}
            $state={state}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <Marker $state={state} aria-hidden="true">
              {state === 'done' && <Check strokeWidth={3} />}
            </Marker>
            {step.label}
            {index < currentIndex && <VisuallyHidden>, done</VisuallyHidden>}
          </Step>
        );
      })}
    </Steps>
  );
}
