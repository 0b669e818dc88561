import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The chat, /client/chat and /admin/chat with a talk at {id} (platform.md §3, §6; decision 066). */
export const ChatPage = lazyScreen(
  () => import('../features/chat/chat-page'),
  (m) => m.ChatPage,
);
