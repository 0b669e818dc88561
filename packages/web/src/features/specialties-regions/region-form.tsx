import {
  brazilianStates,
  fmt,
  REGION_NAME_MAX,
  referenceRoutes,
  regionBodySchema,
  regionRoutes,
  type Region,
  type RegionBody,
  type RegionCity,
} from '@honora/contract';
import { specialtiesRegionsScreenMessages as t } from '@honora/contract/screen-texts/specialties-regions';
import { Button, CloseButton, Group, MultiSelect, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useRecordSave } from '../../shared/forms/use-record-save';
import { RemoteSearchSelect } from '../../shared/ui/remote-search-select';
import type { RecordFormSlot } from '../../shared/ui/records-admin-page';

/** The form's values: the states as the multi-select gives them (the schema checks each is a UF). */
type Body = { name: string; states: string[]; cityCodes: string[] };

const cityLabel = (c: RegionCity) => `${c.name} - ${c.uf}`;

/**
 * A region's name, whole states (UF) and single cities (decision 063): the cities are picked from
 * the imported IBGE municipalities, one at a time, and listed below the picker.
 */
export function RegionForm({ saved, title, onCancel, onSaved }: RecordFormSlot<Region>) {
  const [name, setName] = useState(saved?.name ?? '');
  const [states, setStates] = useState<string[]>(saved?.states ?? []);
  const [cities, setCities] = useState<RegionCity[]>(saved?.cities ?? []);
  const { errors, isSaving, formRef, submit } = useRecordSave({
    schema: regionBodySchema,
    fields: ['name', 'states', 'cityCodes'],
    save: (body: Body) =>
      saved
        ? call(regionRoutes.update, { params: { id: saved.id }, body: body as RegionBody })
        : call(regionRoutes.create, { body: body as RegionBody }),
    savedMessage: t.regionSaved,
    onSaved,
  });
  const body = (): Body => ({ name, states, cityCodes: cities.map((c) => c.code) });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event, body())} noValidate aria-label={title}>
      <Stack>
        <TextInput
          label={t.name}
          required
          data-autofocus
          maxLength={REGION_NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <MultiSelect
          name="states"
          label={t.states}
          description={t.statesHint}
          data={[...brazilianStates]}
          value={states}
          onChange={setStates}
          searchable
          clearable
          error={errors.states}
        />
        <RemoteSearchSelect
          name="cityCodes"
          label={t.cities}
          placeholder={t.citySearch}
          queryKey={['reference', 'municipalities', 'region']}
          fetchOptions={async (search, signal) => {
            const { items } = await call(referenceRoutes.municipalities, {
              query: { search: search || undefined },
              signal,
            });
            return items.map((m) => ({ value: m.code, label: cityLabel(m) }));
          }}
          value={null}
          onChange={(option) => {
            if (!option || cities.some((c) => c.code === option.value)) return;
            const at = option.label.lastIndexOf(' - ');
            const city = { code: option.value, name: option.label.slice(0, at), uf: option.label.slice(at + 3) };
            setCities([...cities, city]);
          }}
          error={errors.cityCodes}
        />
        <Text size="sm" c="dimmed">
          {t.citiesHint}
        </Text>
        {cities.length > 0 && (
          <Group gap="xs" aria-label={t.cities} role="list">
            {cities.map((city) => (
              <Pill key={city.code} role="listitem">
                <Group gap={4} wrap="nowrap">
                  {cityLabel(city)}
                  <CloseButton
                    size="xs"
                    aria-label={fmt(t.removeCityLabel, { city: cityLabel(city) })}
                    onClick={() => setCities(cities.filter((c) => c.code !== city.code))}
                  />
                </Group>
              </Pill>
            ))}
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
