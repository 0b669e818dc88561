import { batchRoutes, buildPath, type EventView } from '@honora/contract';
import { invoicesScreenMessages } from '@honora/contract/screen-texts/invoices';
import { Button, Tooltip } from '@mantine/core';

const h = invoicesScreenMessages.eventHooks;

/** "Imprimir guia": the event's printed guide (ANS model PDF) in another tab. */
export function PrintGuideButton({ event }: { event: EventView }) {
  const href = buildPath(batchRoutes.eventGuidePdf.path, { id: event.id });
  return (
    <Tooltip label={h.printGuideHint}>
      <Button component="a" variant="default" href={href} target="_blank" rel="noopener">
        {h.printGuide}
      </Button>
    </Tooltip>
  );
}
