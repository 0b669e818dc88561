import { coreMessages } from './core';
import { screenMessages } from './screens';

/** The one pt-BR catalog of user-visible text (server answers and web screens). */
export const messages = { ...coreMessages, screens: screenMessages } as const;
export type Messages = typeof messages;
