import styled from 'styled-components';
import { SkeletonGroup } from '../Skeleton';
import { cardSurface, media, theme } from '../theme';

export const Wrapper = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;

  h1 {
    margin: 0;
  }
`;

/** The status card's and the order's skeletons, spaced as the cards they stand for. */
export const Loading = styled(SkeletonGroup)`
  display: grid;
  gap: ${theme.space.lg};
`;

/** Where the order is: its status, the arrival time and countdown, the steps. */
export const StatusCard = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.md};
  ${cardSurface}
  box-shadow: ${theme.shadows.sm};

  ${media.sm} {
    padding: ${theme.space.lg};
  }
`;

export const Headline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.lg};
`;

export const Status = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
`;

export const Arrival = styled.div`
  display: grid;
  gap: ${theme.space.xxs};

  p {
    margin: 0;
  }

  ${media.sm} {
    justify-items: end;
    text-align: end;
  }
`;

export const ArrivalTime = styled.p`
  font-variant-numeric: tabular-nums;

  time {
    font-size: ${theme.fontSizes.xxxl};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
  }
`;

export const Countdown = styled.p`
  color: ${theme.colors.success};
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
