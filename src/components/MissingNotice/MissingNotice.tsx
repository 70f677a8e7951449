import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Panel } from '../Panel';
import { Text } from '../Text';
import { theme } from '../theme';

const Wrapper = styled(Panel)`
  text-align: center;

  svg {
    width: 3rem;
    height: 3rem;
    color: ${theme.colors.primary};
  }
`;

const WayBack = styled(Link)`
  font-weight: ${theme.fontWeights.semibold};
`;

export interface MissingNoticeProps {
  /** A decorative icon above the title, with `aria-hidden="true"`. */
  icon: ReactNode;
  /** The page's h1, e.g. 'We could not find that dish'. */
  title: string;
  /** Why it may be missing. */
  children: ReactNode;
  /** Where to go instead. */
  wayBack: { to: string; label: string };
}

/** A page whose thing is not there (an unknown dish or order id): what, why, and a way back. */
export function MissingNotice({ icon, title, children, wayBack }: MissingNoticeProps) {
  const titleId = useId();
  return (
    <Wrapper
      as="section"
      $padding={['xxl', 'md']}
      $gap="md"
      $align="center"
      aria-labelledby={titleId}
    >
      {icon}
      <Text as="h1" $size="xxl" id={titleId}>
        {title}
      </Text>
      <Text>{children}</Text>
      <WayBack to={wayBack.to}>{wayBack.label}</WayBack>
    </Wrapper>
  );
}
