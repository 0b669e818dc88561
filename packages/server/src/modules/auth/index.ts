/**
 * Sign-in and sessions (platform.md §1): what other modules use of the users' accounts — finding
 * a user, reset tokens. The public entry for the other server modules (decision 023).
 */
export { findUserByEmail, findUserById, insertResetToken } from './auth.repository';
export { hashToken, newToken } from './tokens';
/** The fixed-window counters of sign-in throttling, also the public contact form's per-IP limit (decision 059). */
export { hit as throttleHit, hitStatement as throttleHitStatement } from './throttle.repository';
