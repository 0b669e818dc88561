import { adminPostRoutes, type PostFileFolder } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { readAsBase64 } from '../../shared/reference-import/use-reference-import';

/** Query-cache root of the posts screens (decision 058). */
const POSTS_KEY = 'posts';

export function usePosts() {
  return useQuery({
    queryKey: [POSTS_KEY, 'list'],
    queryFn: ({ signal }) => call(adminPostRoutes.posts, { query: {}, signal }),
  });
}

export function usePost(id: string | null) {
  return useQuery({
    queryKey: [POSTS_KEY, 'one', id],
    queryFn: ({ signal }) => call(adminPostRoutes.post, { params: { id: id! }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function usePostCategories() {
  return useQuery({
    queryKey: [POSTS_KEY, 'categories'],
    queryFn: ({ signal }) => call(adminPostRoutes.categories, { signal }),
  });
}

export function usePostPublishers() {
  return useQuery({
    queryKey: [POSTS_KEY, 'publishers'],
    queryFn: ({ signal }) => call(adminPostRoutes.publishers, { signal }),
  });
}

/** After any write: every posts list is read again. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [POSTS_KEY] }), [queryClient]);
}

/** Sends an image to a folder (POST /api/admin/post-files); the server checks its bytes. */
export async function uploadPostImage(file: File, folder: PostFileFolder) {
  const content = await readAsBase64(file);
  return call(adminPostRoutes.uploadFile, { body: { folder, fileName: file.name || 'imagem', content } });
}
