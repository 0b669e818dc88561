import { eventFieldsFor, mandatoryFieldRoutes, messages, type MandatoryFields, fmt } from '@honora/contract';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { SETTINGS_MODULE } from '../../shared/billing-settings/settings-record';
import { toast, toastError } from '../../shared/notify/toast';

const t = messages.screens.billingSettings.mandatoryFields;
const typeLabels = messages.screens.registry.eventTypes;

/** Query-cache root of the mandatory fields screen. */
export const MANDATORY_FIELDS_KEY = 'mandatoryFields';

/** The checkboxes of one event type and its save button (read-only without companies write). */
export function MandatoryFieldsForm({ entry }: { entry: MandatoryFields }) {
  const can = useCan();
  const queryClient = useQueryClient();
  const isReadOnly = !can(SETTINGS_MODULE, 'write');
  const [selected, setSelected] = useState<string[]>(entry.fields);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const catalog = eventFieldsFor(entry.eventType);
  const groups = [
    { label: t.eventData, fields: catalog.filter((f) => f.group === 'event') },
    { label: t.guideData, fields: catalog.filter((f) => f.group === 'guide') },
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      await call(mandatoryFieldRoutes.update, { params: { eventType: entry.eventType }, body: { fields: selected } });
      toast.success(t.saved);
      await queryClient.invalidateQueries({ queryKey: [MANDATORY_FIELDS_KEY] });
    } catch (caught) {
      const apiError = toApiError(caught);
      const fieldError = apiError.fields.find((f) => f.path === 'fields');
      if (fieldError) setError(fieldError.message);
      else toastError(caught);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={fmt(t.fieldsLabel, { type: typeLabels[entry.eventType] })}
    >
      <Stack>
        {isReadOnly && <Alert color="blue">{t.readOnly}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Checkbox.Group value={selected} onChange={setSelected}>
          <Stack>
            {groups.map((group) => (
              <Paper key={group.label} withBorder p="md">
                <Text fw={700} mb="sm">
                  {group.label}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {group.fields.map((field) => (
                    <Checkbox key={field.key} value={field.key} label={field.label} disabled={isReadOnly} />
                  ))}
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="space-between">
          <Text c="dimmed" size="sm">
            {fmt(t.selected, { count: String(selected.length) })}
          </Text>
          {!isReadOnly && (
            <Button type="submit" loading={isSaving}>
              {t.save}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
