import { useState } from 'react';
import styled from 'styled-components';
import { describeControls, type BackendControl } from '../../domain/backendControls';
import { Button } from '../Button';
import { theme } from '../theme';

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs} ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  border-bottom: 2px solid ${theme.colors.primary};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
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
    <Bar aria-label="Backend controls">
      <Text>
        <strong>Backend controls on:</strong> {describeControls(controls)}
      </Text>
      <Button variant="secondary" size="sm" unavailable={turningOff} onClick={turnAllOff}>
        Turn all off
      </Button>
    </Bar>
  );
}
