import { Link } from 'react-router';
import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { media, theme } from '../theme';

/** Centred text under the picture on a phone; text beside the picture from `md`. */
export const Hero = styled(Stack)`
  padding: ${theme.space.xl} 0;
  text-align: center;

  ${media.md} {
    grid-template-columns: minmax(0, 36rem) auto;
    justify-content: center;
    column-gap: ${theme.space.xxl};
    justify-items: start;
    align-items: center;
    text-align: start;
  }
`;

export const HeroText = styled(Stack)`
  max-width: 36rem;
`;

/**
 * First in the document: a slow phone may paint the page before its HTML has all arrived, and
 * the picture then already holds its place above the text. Beside the text from `md`.
 */
export const HeroImage = styled.img`
  width: 10rem;
  height: auto;

  ${media.md} {
    width: 14rem;
    grid-row: 1;
    grid-column: 2;
  }
`;

export const Cuisines = styled(Stack)`
  padding-bottom: ${theme.space.xl};
`;

/** The image beside the name and description; the whole tile is the link's hit area. */
export const Tile = styled(Panel)`
  position: relative;
  grid-template-columns: auto 1fr;
  align-items: center;
  transition: box-shadow ${theme.transitions.fast};

  &:hover {
    box-shadow: ${theme.shadows.md};
  }

  /* The focus ring goes round the whole tile, since the whole tile is clickable. */
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The link is the name; its ::after stretches over the tile so all of it is clickable. */
export const TileLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
  }
`;
