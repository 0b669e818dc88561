/** Support tickets: /admin/inbox, /admin/newTicket and the users' "Suporte" (decision 065). */
export { registerTicketRoutes } from './tickets.routes';
export { ticketFromContact, visitorActor } from './ticket-from-contact';
