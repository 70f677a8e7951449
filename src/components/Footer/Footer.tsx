import { Bird, Camera, ThumbsUp } from 'lucide-react';
import styled from 'styled-components';
import { IconLink } from '../IconLink';
import { PATHS } from '../../domain/paths';
import { theme } from '../theme';

const Bar = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg} ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const Links = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Copyright = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
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
    <Bar>
      <nav aria-label="Social media">
        <Links>
          {SOCIAL_LINKS.map(({ label, icon }) => (
            <li key={label}>
              <IconLink label={label} icon={icon} to={PATHS.home} />
            </li>
          ))}
        </Links>
      </nav>
      <Copyright>© {new Date().getFullYear()} Cravings</Copyright>
    </Bar>
  );
}
