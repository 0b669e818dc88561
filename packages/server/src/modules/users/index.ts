/**
 * People (platform.md §1): the person columns and profile, user search and updates. The public
 * entry for the other server modules (decision 023).
 */
export { personColumns, toPersonProfile } from './person';
export { likeTerm, updateUser } from './users.repository';
