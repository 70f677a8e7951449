import { Bird, Camera, ThumbsUp } from 'lucide-react';
import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { IconLink } from '../IconLink';
import { PATHS } from '../../domain/paths';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

const Bar = styled(Stack)`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg} ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

// lucide-react 1.x has no brand logos: generic icons stand in for them.
const SOCIAL_LINKS = [
  { label: 'Instagram', icon: <Camera /> },
  { label: 'Twitter', icon: <Bird /> },
  { label: 'Facebook', icon: <ThumbsUp /> },
];

/** Three social links (all to the root, as in the spec) and the copyright line. */
export function Footer() {
  return (
    <Bar as="footer" $gap="xs" $align="center">
      <nav aria-label="Social media">
        <Cluster as="ul" $gap="sm" $wrap={false}>
          {SOCIAL_LINKS.map(({ label, icon }) => (
            <li key={label}>
              <IconLink label={label} icon={icon} to={PATHS.home} />
            </li>
          ))}
        </Cluster>
      </nav>
      <Text $size="sm" $tone="muted">
        © {new Date().getFullYear()} Cravings
      </Text>
    </Bar>
  );
}
