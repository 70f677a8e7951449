import { useState } from 'react';
import styled from 'styled-components';
import { describeControls, type BackendControl } from '../../domain/backendControls';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Text } from '../../components/Text';
import { theme } from '../../components/theme';

const Bar = styled(Cluster)`
  padding: ${theme.space.xs} ${theme.space.md};
  border-bottom: 2px solid ${theme.colors.primary};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.text};
`;

export interface BackendControlsBannerProps {
  /** The controls that are on; the owner shows the banner only while there are some. */
  controls: readonly BackendControl[];
  /** Turns every control off; the banner stays until the controls are gone. */
  onTurnAllOff: () => Promise<void>;
}

/** On every page of the store while a backend control is on (D26), so none stays on unnoticed. */
export function BackendControlsBanner({ controls, onTurnAllOff }: BackendControlsBannerProps) {
  const [turningOff, setTurningOff] = useState(false);
  const turnAllOff = () => {
    setTurningOff(true);
    void onTurnAllOff().finally(() => setTurningOff(false));
  };
  return (
    <Bar
      as="aside"
      $align="center"
      $justify="center"
      $gap={['xs', 'md']}
      aria-label="Backend controls"
    >
      <Text $breakAnywhere>
        <strong>Backend controls on:</strong> {describeControls(controls)}
      </Text>
      <Button variant="secondary" size="sm" unavailable={turningOff} onClick={turnAllOff}>
        Turn all off
      </Button>
    </Bar>
  );
}
