import type { PersonProfile, profileBodySchema } from '@honora/contract';
import { withActor } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { findUserById } from '../auth';
import { personColumns, toPersonProfile, updateUser } from '../users';

/** /client/profileEdit: the signed-in person's own data. */
export async function getOwnProfile(ctx: AppContext, auth: AuthSession): Promise<PersonProfile> {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new AppError('notLogged');
  return toPersonProfile(user);
}

/** The person changes their own name, phone, CRM and sigla, as the actor of the change; not the e-mail. */
export async function updateOwnProfile(
  ctx: AppContext,
  auth: AuthSession,
  input: z.output<typeof profileBodySchema>,
): Promise<PersonProfile> {
  const columns = personColumns(input);
  await withActor(ctx.db, actorOf(auth), (tx) => updateUser(tx, auth.userId, columns));
  return getOwnProfile(ctx, auth);
}
