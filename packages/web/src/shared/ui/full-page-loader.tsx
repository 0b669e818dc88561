import { messages } from '@honora/contract';
import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Loader role="progressbar" aria-label={messages.ui.loading} />
    </Center>
  );
}
