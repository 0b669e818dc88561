import { authRoutes, buildPath, messages, type SocialProviderId, fmt } from '@honora/contract';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

const t = messages.screens.login;

/** Where the browser goes to sign in with a provider (the server answers a redirect to it). */
function startUrl(provider: SocialProviderId, workspace: 'CLIENT' | 'COMPANY', redirect: string | null): string {
  const query = new URLSearchParams({ workspace });
  if (redirect) query.set('redirect', redirect);
  return `${buildPath(authRoutes.socialStart.path, { provider })}?${query}`;
}

/** One button per provider configured on the server; none when there are none (or the list fails). */
export function SocialLoginButtons({
  workspace,
  redirect,
}: {
  workspace: 'CLIENT' | 'COMPANY';
  redirect: string | null;
}) {
  const { data } = useQuery({
    queryKey: ['auth', 'social-providers'],
    queryFn: ({ signal }) => call(authRoutes.socialProviders, { signal }),
    staleTime: Infinity,
  });
  if (!data?.providers.length) return null;
  return (
    <Stack gap="xs">
      {data.providers.map((provider) => (
        <Button key={provider} component="a" href={startUrl(provider, workspace, redirect)} variant="default" fullWidth>
          {fmt(t.socialButton, { provider: t.socialProviders[provider] })}
        </Button>
      ))}
    </Stack>
  );
}
