import { messages } from '@honora/contract';
import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

const ui = messages.ui;

/** Dark/light switch; Mantine keeps the choice in localStorage ('honora-color-scheme'). */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const isDark = scheme === 'dark';
  const label = isDark ? ui.lightMode : ui.darkMode;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={messages.screens.shell.toggleColorScheme}
        aria-pressed={isDark}
        title={label}
        onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      >
        <span aria-hidden="true">{isDark ? '☀' : '☾'}</span>
      </ActionIcon>
    </Tooltip>
  );
}
