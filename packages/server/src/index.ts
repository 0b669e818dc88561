export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, type Config } from './config';
export { hashPassword, verifyPassword } from './modules/auth/passwords';
export type { Messenger, OutgoingMessage } from './modules/outbox/messenger';
