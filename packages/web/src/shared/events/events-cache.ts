/**
 * Query-cache root of every query that shows events (the lists, one event with its money and
 * history, the events a batch can take): a write that changes an event anywhere invalidates it,
 * so no screen keeps a version the user's own change has moved past.
 */
export const EVENTS_KEY = 'events';
