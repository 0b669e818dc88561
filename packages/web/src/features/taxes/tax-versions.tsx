import { fmt, taxesRoutes, type Tax, type TaxVersion } from '@honora/contract';
import { taxesScreenMessages as t } from '@honora/contract/screen-texts/taxes';
import { formatMonth } from '@honora/domain';
import { Badge, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { HiddenHeader } from '../../shared/ui/hidden-header';
import { useRegistryOptions } from '../../shared/registry/registry-multi-select';
import { valueShown, versionOfMonth } from './tax-form-model';
import { TaxVersionDialog } from './tax-version-dialog';

interface Props {
  tax: Tax;
  month: string;
  canChange: boolean;
  onChanged: () => Promise<void>;
}

/** The insurers of a Custom base, by name. */
function InsurerNames({ ids }: { ids: string[] }) {
  const options = useRegistryOptions('healthInsurers', ids);
  return <>{ids.map((id) => options.find((o) => o.value === id)?.label ?? id).join(', ')}</>;
}

/** The validities of a tax, oldest first; the one in force in the chosen month is marked. */
export function TaxVersions({ tax, month, canChange, onChanged }: Props) {
  const [editing, setEditing] = useState<TaxVersion | 'new' | null>(null);
  const [removing, setRemoving] = useState<TaxVersion | null>(null);
  const inForce = versionOfMonth(tax, month);
  const remove = async (version: TaxVersion) => {
    try {
      await call(taxesRoutes.removeVersion, { params: { id: tax.id, versionId: version.id } });
      toast.success(t.versions.removed);
      await onChanged();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t.versions.title}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t.versions.title}
          </Title>
          {canChange && <Button onClick={() => setEditing('new')}>{t.versions.add}</Button>}
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.fields.validFrom}</Table.Th>
                <Table.Th>{t.fields.base}</Table.Th>
                <Table.Th>{t.columns.value}</Table.Th>
                <Table.Th>{t.columns.appliesTo}</Table.Th>
                {canChange && <HiddenHeader />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tax.versions.map((version) => (
                <Table.Tr key={version.id}>
                  <Table.Td>
                    {formatMonth(version.validFrom)}{' '}
                    {version.id === inForce?.id && <Badge variant="light">{t.versions.inForce}</Badge>}
                  </Table.Td>
                  <Table.Td>
                    {t.bases[version.base]}
                    {version.base === 'Custom' && (
                      <>
                        {': '}
                        <InsurerNames ids={version.healthInsuranceIds} />
                      </>
                    )}
                  </Table.Td>
                  <Table.Td>{valueShown(version)}</Table.Td>
                  <Table.Td>
                    {t.personTypes[version.personType]}
                    {version.receiverIds.length > 0 &&
                      ` · ${version.receiverIds.length} ${t.fields.receiverIds.toLowerCase()}`}
                    {version.withheldByPayer && ` · ${t.withheld}`}
                  </Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(version)}>
                          {t.versions.edit}
                        </Button>
                        {tax.versions.length > 1 && (
                          <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(version)}>
                            {t.versions.remove}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {editing && (
        <TaxVersionDialog
          tax={tax}
          version={editing === 'new' ? null : editing}
          month={month}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      )}
      <ConfirmModal
        title={removing ? t.versions.remove : null}
        message={removing ? fmt(t.versions.removeConfirm, { month: formatMonth(removing.validFrom) }) : ''}
        confirmLabel={t.versions.remove}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
