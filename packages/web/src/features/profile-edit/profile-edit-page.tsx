import { messages } from '@honora/contract';
import { Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../shared/ui/query-state';
import { ProfileForm } from './profile-form';
import { useOwnProfile } from './use-own-profile';

const t = messages.screens.profileEdit;

/** /client/profileEdit (every workspace): the signed-in person's own data. */
export function ProfileEditPage() {
  const query = useOwnProfile();
  return (
    <Stack maw={880}>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <QueryState query={query}>{(profile) => <ProfileForm key={profile.id} profile={profile} />}</QueryState>
    </Stack>
  );
}
