import { Link } from 'react-router';
import styled from 'styled-components';
import { cardSurface, media, theme } from '../theme';

export const Hero = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space.lg};
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

export const HeroText = styled.div`
  display: grid;
  justify-items: inherit;
  gap: ${theme.space.md};
  max-width: 36rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes.xxxl};

  ${media.md} {
    font-size: ${theme.fontSizes.display};
  }
`;

export const Tagline = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

export const HeroImage = styled.img`
  width: 10rem;
  height: auto;
  grid-row: 1;

  ${media.md} {
    width: 14rem;
    grid-row: auto;
  }
`;

/** A router link dressed as the primary button. */
export const Cuisines = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding-bottom: ${theme.space.xl};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
`;

export const Tiles = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** The image beside the name and description; the whole tile is the link's hit area. */
export const Tile = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  ${cardSurface}
  box-shadow: ${theme.shadows.sm};
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

export const TileImage = styled.img`
  width: 4.5rem;
  height: 4.5rem;
`;

export const TileText = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  min-width: 0;
`;

export const TileName = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
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

export const TileDescription = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
