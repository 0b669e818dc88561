import { brazilianStates, emptyAddress, messages, referenceRoutes, type Address } from '@honora/contract';
import { Fieldset, Grid, Select, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { call } from '../api/api-client';
import { RemoteSearchSelect } from '../ui/remote-search-select';

const t = messages.screens.registry.address;
const addressKeys = Object.keys(emptyAddress) as (keyof Address)[];

/** The address as flat form values ("address.city", …), blank for null. */
export type AddressFormValues = Record<`address.${keyof Address}`, string>;

export function addressFormValues(address: Address | null | undefined): AddressFormValues {
  return Object.fromEntries(
    addressKeys.map((key) => [`address.${key}`, address?.[key] ?? (key === 'country' ? 'Brasil' : '')]),
  ) as AddressFormValues;
}

/** The form's address back as the contract's input (the server trims and validates). */
export function addressFromForm(values: AddressFormValues): Record<keyof Address, string> {
  return Object.fromEntries(addressKeys.map((key) => [key, values[`address.${key}`]])) as Record<keyof Address, string>;
}

interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface AddressFieldsetProps {
  field: (name: keyof AddressFormValues) => FieldProps;
  values: AddressFormValues;
  setValue: (name: keyof AddressFormValues, value: string) => void;
  disabled?: boolean;
}

/**
 * Address of a patient or hospital (billing.md §3). The city is picked from the imported IBGE
 * municipalities (filtered by the chosen UF), which fills the UF and the 7-digit IBGE code.
 */
export function AddressFieldset({ field, values, setValue, disabled = false }: AddressFieldsetProps) {
  const city = values['address.city'];
  const code = values['address.ibgeCode'];
  const uf = values['address.state'];
  return (
    <Fieldset legend={t.legend} disabled={disabled}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label={t.zipcode} inputMode="numeric" maxLength={9} {...field('address.zipcode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput label={t.street} {...field('address.street')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <TextInput label={t.number} {...field('address.number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t.complement} {...field('address.complement')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t.district} {...field('address.district')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <Select
            label={t.state}
            name="address.state"
            searchable
            clearable
            data={brazilianStates.map((state) => ({ value: state, label: state }))}
            value={uf || null}
            error={field('address.state').error}
            onChange={(value) => {
              setValue('address.state', value ?? '');
              if (value !== uf) {
                setValue('address.city', '');
                setValue('address.ibgeCode', '');
              }
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <RemoteSearchSelect
            name="address.city"
            label={t.city}
            placeholder={t.cityPlaceholder}
            queryKey={['reference', 'municipalities', uf]}
            fetchOptions={async (search, signal) => {
              const { items } = await call(referenceRoutes.municipalities, {
                query: { search: search || undefined, uf: uf || undefined },
                signal,
              });
              return items.map((m) => ({ value: m.code, label: `${m.name} - ${m.uf}` }));
            }}
            value={city && code ? { value: code, label: `${city} - ${uf}` } : null}
            onChange={(option) => {
              if (!option) {
                setValue('address.city', '');
                setValue('address.ibgeCode', '');
                return;
              }
              const [name, state] = splitCityLabel(option.label);
              setValue('address.city', name);
              setValue('address.state', state);
              setValue('address.ibgeCode', option.value);
            }}
            error={field('address.city').error}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <TextInput label={t.ibgeCode} readOnly {...field('address.ibgeCode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <TextInput label={t.country} {...field('address.country')} />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}

/** "São Paulo - SP" → ["São Paulo", "SP"] (city names may hold hyphens; the UF is the last part). */
function splitCityLabel(label: string): [string, string] {
  const at = label.lastIndexOf(' - ');
  return [label.slice(0, at), label.slice(at + 3)];
}
