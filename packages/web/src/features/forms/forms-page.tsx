import { fmt, formRoutes, type Form } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable } from '../../shared/ui/records-table';
import { FormEditor } from './form-editor';
import { FormStatusActions, FormStatusBadge } from './form-status-actions';
import { useForms, useRefreshForms } from './use-forms';

/** The public link of a form: /response/{companyId}/{slug} on this site. */
export const publicLinkOf = (form: Pick<Form, 'companyId' | 'slug'>) =>
  `${window.location.origin}${paths.response}/${form.companyId}/${form.slug}`;

/**
 * /client/Forms (platform.md §2; decision 057): the company's forms with their state and
 * responses; the builder opens in place; publish, unpublish, close, reopen, copy the public link.
 */
export function FormsPage() {
  const query = useForms();
  const refresh = useRefreshForms();
  const can = useCan();
  const canWrite = can('forms', 'write');
  const canRemove = can('forms', 'rm');
  const [editing, setEditing] = useState<{ saved: Form | null } | null>(null);
  const [removing, setRemoving] = useState<Form | null>(null);

  if (editing)
    return (
      <FormEditor
        saved={editing.saved}
        onCancel={() => setEditing(null)}
        onDone={async () => {
          await refresh();
          setEditing(null);
        }}
      />
    );

  async function copyLink(form: Form) {
    try {
      await navigator.clipboard.writeText(publicLinkOf(form));
      toast.success(t.linkCopied);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1}>{t.formsTitle}</Title>
          <Text c="dimmed">{t.formsHint}</Text>
        </div>
        {canWrite && <Button onClick={() => setEditing({ saved: null })}>{t.newForm}</Button>}
      </Group>
      <QueryState query={query}>
        {(data) => (
          <RecordsTable
            rows={data.items}
            label={t.formsTitle}
            empty={t.noForms}
            minWidth={1000}
            columns={[
              { header: t.title, cell: (f) => f.title },
              { header: t.category, cell: (f) => f.categoryName ?? '—' },
              { header: t.publicLink, cell: (f) => <Text size="sm">{`${paths.response}/…/${f.slug}`}</Text> },
              { header: t.status, cell: (f) => <FormStatusBadge form={f} /> },
              { header: t.responses, cell: (f) => f.responseCount, align: 'right' },
              {
                header: t.actionsColumn,
                cell: (f) => (
                  <Group gap="xs">
                    {canWrite && (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={fmt(t.editLabel, { title: f.title })}
                          onClick={() => setEditing({ saved: f })}
                        >
                          {t.edit}
                        </Button>
                        <FormStatusActions
                          form={f}
                          change={(action) => call(formRoutes.status, { params: { id: f.id }, body: { action } })}
                          onChanged={refresh}
                        />
                      </>
                    )}
                    {f.published && (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={fmt(t.copyLinkLabel, { title: f.title })}
                        onClick={() => void copyLink(f)}
                      >
                        {t.copyLink}
                      </Button>
                    )}
                    {canRemove && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        aria-label={fmt(t.removeLabel, { title: f.title })}
                        onClick={() => setRemoving(f)}
                      >
                        {t.remove}
                      </Button>
                    )}
                  </Group>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <ConfirmModal
        title={removing ? t.remove : null}
        message={removing ? fmt(t.removeConfirm, { title: removing.title }) : ''}
        confirmLabel={t.remove}
        onConfirm={async () => {
          try {
            await call(formRoutes.remove, { params: { id: removing!.id } });
            toast.success(t.removed);
            await refresh();
          } catch (error) {
            toastError(error);
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
