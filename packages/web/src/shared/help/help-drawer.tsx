import { messages, type HelpEntry } from '@honora/contract';
import { Drawer, Title } from '@mantine/core';
import { HelpBody } from './help-body';

const t = messages.screens.navigation.helpLink;

/** A screen's help article in a drawer (decision 056); loaded only when one is opened. */
export function HelpDrawer({ help, onClose }: { help: HelpEntry; onClose: () => void }) {
  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={t.drawerTitle}>
      <Title order={2} size="h3" mb="sm">
        {help.title}
      </Title>
      <HelpBody body={help.body} />
    </Drawer>
  );
}
