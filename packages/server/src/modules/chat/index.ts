/**
 * The chat (platform.md §3 Chat talk and message, §4 viewed, §6 scoped by workspace; decision
 * 066): REST routes, and the realtime feed the GraphQL subscription chatEvents reads.
 */
export { registerChatRoutes } from './chat.routes';
export { chatFeed, relayChatNotices } from './chat-feed';
export { watchChatEvents } from './chat-events.service';
