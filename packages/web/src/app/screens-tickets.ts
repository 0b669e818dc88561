import { lazyScreen } from '../shared/lazy/lazy-screen';

/** Support tickets (decision 065): /admin/newTicket and the users' Suporte; the inbox is in screens.ts. */
export const NewTicketPage = lazyScreen(
  () => import('../features/admin-inbox/new-ticket-page'),
  (m) => m.NewTicketPage,
);
export const SupportPage = lazyScreen(
  () => import('../features/support/support-page'),
  (m) => m.SupportPage,
);
