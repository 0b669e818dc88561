import { LAZY_PLACEHOLDER_DELAY_MS, messages } from '@honora/contract';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The loading placeholder appears only after LAZY_PLACEHOLDER_DELAY_MS, so fast loads do not flash. */
export function DelayedPlaceholder() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), LAZY_PLACEHOLDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!isVisible) return null;
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader role="progressbar" aria-label={messages.screens.lazy.loading} />
    </Center>
  );
}
