import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { cardSurface, theme } from '../theme';

const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.md};
  text-align: center;
  ${cardSurface}

  h1,
  p {
    margin: 0;
  }

  h1 {
    font-size: ${theme.fontSizes.xxl};
  }

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
    <Wrapper aria-labelledby={titleId}>
      {icon}
      <h1 id={titleId}>{title}</h1>
      <p>{children}</p>
      <WayBack to={wayBack.to}>{wayBack.label}</WayBack>
    </Wrapper>
  );
}
