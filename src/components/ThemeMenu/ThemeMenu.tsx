import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '../../domain/theme';
import { IconButton } from '../IconButton';
import { Radio } from '../Radio';
import { Dropdown, Group, Legend, Root } from './ThemeMenu.styles';

const CHOICES: Record<ThemeChoice, { label: string; icon: ReactNode }> = {
  light: { label: 'Light', icon: <Sun /> },
  dark: { label: 'Dark', icon: <Moon /> },
  system: { label: 'System', icon: <Monitor /> },
};

export interface ThemeMenuProps {
  /** The shopper's choice: its radio is checked and its icon is on the button. */
  choice: ThemeChoice;
  onChoose: (choice: ThemeChoice) => void;
}

/**
 * The 'Theme' control (D25): an icon button that shows and hides the radios 'Light', 'Dark' and
 * 'System'. A disclosure rather than an ARIA menu: native radios bring the keyboard (one tab
 * stop, the arrows choose) and say which one is chosen. Escape closes it and gives the focus
 * back to the button; a click or the focus going elsewhere closes it too.
 */
export function ThemeMenu({ choice, onChoose }: ThemeMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnClickOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnClickOutside);
    return () => document.removeEventListener('pointerdown', closeOnClickOutside);
  }, [open]);

  // No related target is the window losing focus, or a click on a label: neither closes it.
  const closeOnFocusElsewhere = (event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Root
      ref={rootRef}
      onBlur={closeOnFocusElsewhere}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <IconButton
        ref={buttonRef}
        label="Theme"
        icon={CHOICES[choice].icon}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      />
      <Dropdown id={panelId} hidden={!open} $padding={['xs', 'md']} $shadow="md">
        <Group as="fieldset">
          <Legend>Theme</Legend>
          {THEME_CHOICES.map((option) => (
            <Radio
              key={option}
              name={`${panelId}-theme`}
              value={option}
              label={CHOICES[option].label}
              checked={option === choice}
              onChange={() => onChoose(option)}
            />
          ))}
        </Group>
      </Dropdown>
    </Root>
  );
}
