import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { theme } from '../../components/theme';

const Shell = styled(SkeletonGroup)`
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.md};
`;

/** What a deep link shows while the code of its page arrives, instead of a blank window. */
export function PageLoading() {
  return (
    <Shell label="Loading the page">
      <Skeleton height="3.5rem" />
      <Skeleton lines={8} />
    </Shell>
  );
}
