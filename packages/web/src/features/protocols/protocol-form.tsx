import {
  fmt,
  healthInsurerRoutes,
  hospitalRoutes,
  messages,
  PROTOCOL_LIMITS,
  type HealthInsurerSummary,
  type Hospital,
} from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Button, Grid, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { toast } from '../../shared/notify/toast';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';
import { GuideCheck, problemOf } from './guide-check';
import { useCreateProtocol } from './use-protocols';
import { DateInput } from '../../shared/forms/date-input';

const t = messages.screens.events.protocolsScreen.form;
const types = ['Honorario', 'SPSADT', 'Consulta'] as const;
type GuideType = (typeof types)[number];

interface Props {
  companyId: string;
  onCancel: () => void;
  onCreated: (id: string) => void;
}

function HospitalSelect({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { items } = useSyncedRegistry<Hospital>('hospitals', hospitalRoutes.list);
  return (
    <Select
      label={t.hospital}
      placeholder={t.hospitalPlaceholder}
      data={items.filter((h) => h.active).map((h) => ({ value: h.id, label: h.name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={messages.screens.people.noMatches}
    />
  );
}

/** "Novo protocolo": the insurer, hospital, guide type, date and description, then the checked guide numbers. */
export function ProtocolForm({ companyId, onCancel, onCreated }: Props) {
  const can = useCan();
  const insurers = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  const [insurerId, setInsurerId] = useState<string | null>(null);
  const [hospitalId, setHospitalId] = useState<string | null>(null);
  const [type, setType] = useState<GuideType>('Honorario');
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateProtocol();

  const submit = async (guideNumbers: string[]): Promise<string | null> => {
    if (!insurerId) return t.insurerPlaceholder;
    try {
      const created = await create.mutateAsync({
        companyId,
        healthInsuranceId: insurerId,
        hospitalId,
        type,
        dtProcedure: date || null,
        description: description.trim() || null,
        guideNumbers,
      });
      toast.success(fmt(t.created, { number: formatNumber(created.number) }));
      onCreated(created.id);
      return null;
    } catch (error) {
      const apiError = toApiError(error);
      return apiError.isHandled ? null : problemOf(apiError, guideNumbers);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t.title}</Title>
        <Button variant="default" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Group>
      <Paper withBorder p="md" component="form" aria-label={t.title} onSubmit={(event) => event.preventDefault()}>
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t.insurer}
                placeholder={t.insurerPlaceholder}
                required
                data={insurers.items.filter((i) => i.active).map((i) => ({ value: i.id, label: i.name }))}
                value={insurerId}
                onChange={setInsurerId}
                searchable
                nothingFoundMessage={messages.screens.people.noMatches}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {can('hospitals', 'list') && <HospitalSelect value={hospitalId} onChange={setHospitalId} />}
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <Select
                label={t.type}
                data={types.map((value) => ({ value, label: messages.screens.events.types[value] }))}
                value={type}
                onChange={(value) => value && setType(value as GuideType)}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <DateInput label={t.date} value={date} onChange={setDate} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t.description}
                maxLength={PROTOCOL_LIMITS.description}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
              />
            </Grid.Col>
          </Grid>
          <GuideCheck
            companyId={companyId}
            insurerId={insurerId}
            submitLabel={t.submit}
            onSubmit={submit}
            isBlocked={!insurerId}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
