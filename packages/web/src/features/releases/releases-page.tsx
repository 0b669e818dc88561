import { adminReleaseRoutes, fmt, type Release } from '@honora/contract';
import { releasesScreenMessages as t } from '@honora/contract/screen-texts/releases';
import { formatDate } from '@honora/domain/format/format';
import { Badge } from '@mantine/core';
import { call } from '../../shared/api/api-client';
import { useAdminReleases, useRefreshReleases } from '../../shared/app-version/use-releases';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { ReleaseForm } from './release-form';

/**
 * /admin/Releases (platform.md §2; decision 055): every release, drafts too, newest build first;
 * "Nova versão", "Editar" (publish or unpublish there) and "Excluir" with a confirmation.
 */
export function ReleasesPage() {
  return (
    <RecordsAdminPage<Release>
      texts={{
        title: t.releasesTitle,
        hint: t.releasesHint,
        empty: t.noReleases,
        newRecord: t.newRelease,
        editRecord: t.editRelease,
        actions: t.actions,
        edit: t.edit,
        remove: t.remove,
        removed: t.removed,
        editLabel: (r) => fmt(t.editLabel, { version: r.version }),
        removeLabel: (r) => fmt(t.removeLabel, { version: r.version }),
        removeConfirm: (r) => fmt(t.removeConfirm, { version: r.version, build: String(r.buildNumber) }),
      }}
      query={useAdminReleases()}
      refresh={useRefreshReleases()}
      columns={[
        { header: t.version, cell: (r) => r.version },
        { header: t.buildNumber, align: 'right', cell: (r) => r.buildNumber },
        { header: t.releasedOn, cell: (r) => formatDate(r.releasedOn) },
        {
          header: t.status,
          cell: (r) => (
            <Badge color={r.published ? 'green' : 'gray'} variant="light">
              {r.published ? t.published : t.draft}
            </Badge>
          ),
        },
      ]}
      minWidth={720}
      modalSize="xl"
      form={(slot) => <ReleaseForm {...slot} />}
      onRemove={(r) => call(adminReleaseRoutes.remove, { params: { id: r.id } })}
    />
  );
}
