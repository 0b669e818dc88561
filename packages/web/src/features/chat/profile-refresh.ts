import { CHAT_PROFILE_REFRESH_MAX_REPEATS, type ChatMessage, type ChatTalk } from '@honora/contract';

/**
 * platform.md §9: "Chat profile update loop stops after 5 repeats". A message names its sender
 * as the server knows them now; when that name differs from the talk's copy of the person, the
 * screen re-reads the talks (their people). If the names still differ after that, it tries again,
 * at most CHAT_PROFILE_REFRESH_MAX_REPEATS times in a row; a matching read, or the user opening
 * another talk, starts the count again.
 */
export class ProfileRefreshBound {
  private repeats = 0;

  constructor(private readonly max: number = CHAT_PROFILE_REFRESH_MAX_REPEATS) {}

  /** After a check: true when the screen should re-read (a mismatch within the bound). */
  shouldRefresh(isStale: boolean): boolean {
    if (!isStale) {
      this.repeats = 0;
      return false;
    }
    if (this.repeats >= this.max) return false;
    this.repeats += 1;
    return true;
  }

  /** The user acted (opened a talk): the loop may run again. */
  reset(): void {
    this.repeats = 0;
  }

  get count(): number {
    return this.repeats;
  }
}

/** Whether a message names its sender otherwise than the talk's people do (their profile changed). */
export function hasStaleProfile(
  talk: Pick<ChatTalk, 'users'> | undefined,
  message: Pick<ChatMessage, 'senderId' | 'senderName'>,
): boolean {
  const user = talk?.users.find((item) => item.id === message.senderId);
  return user !== undefined && user.name !== message.senderName;
}
