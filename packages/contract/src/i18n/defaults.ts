import { coreMessages } from './core';
import { screenMessages } from './screens';

/**
 * The one pt-BR catalog of user-visible text (server answers and web screens), as shipped. Read it
 * through `messages` (catalog.ts), which also answers an administrator's edited texts.
 */
export const defaultMessages = { ...coreMessages, screens: screenMessages } as const;
export type Messages = typeof defaultMessages;
