import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { insurerPayers } from '@honora/contract';
import { Grid, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { FlagSwitch, type InsurerTabProps } from '../insurer-inputs';
import { maskCnpj } from '../../../shared/forms/masks';

const t = healthInsurersMessages;

interface Props extends InsurerTabProps {
  typesOfPayment: { value: string; label: string }[];
  hasEvents: boolean;
}

/** Dados: identity of the insurer, who pays, types of payment and the main switches. */
export function DataTab({ form, isReadOnly, typesOfPayment, hasEvents }: Props) {
  const selected = (form.values.typesOfPaymentIds ?? '').split(',').filter(Boolean);
  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TextInput {...form.field('name')} label={t.fields.name} required readOnly={isReadOnly} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            {...form.field('code')}
            label={t.fields.code}
            description={t.fields.codeHint}
            readOnly={isReadOnly}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            {...form.field('registerANS')}
            label={t.fields.registerANS}
            description={t.fields.registerANSHint}
            inputMode="numeric"
            maxLength={6}
            readOnly={isReadOnly}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            {...form.field('cnpj')}
            label={t.fields.cnpj}
            placeholder="00.000.000/0000-00"
            maxLength={18}
            readOnly={isReadOnly}
            onChange={(event) => form.setValue('cnpj', maskCnpj(event.currentTarget.value))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Select
            name="payer"
            label={t.fields.payer}
            data={insurerPayers.map((value) => ({ value, label: t.payers[value] }))}
            value={form.values.payer ?? null}
            error={form.errors.payer}
            onChange={(value) => form.setValue('payer', value ?? 'HEALTH_INSURANCE')}
            allowDeselect={false}
            readOnly={isReadOnly}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <MultiSelect
            name="typesOfPaymentIds"
            label={t.fields.typesOfPayment}
            description={t.fields.typesOfPaymentHint}
            nothingFoundMessage={t.fields.typesOfPaymentEmpty}
            data={typesOfPayment}
            value={selected}
            error={form.errors.typesOfPaymentIds}
            onChange={(ids) => form.setValue('typesOfPaymentIds', ids.join(','))}
            searchable
            clearable
            readOnly={isReadOnly}
          />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FlagSwitch form={form} name="active" label={t.fields.active} isReadOnly={isReadOnly} />
        <FlagSwitch
          form={form}
          name="hasSendGuia"
          label={t.fields.hasSendGuia}
          description={t.fields.hasSendGuiaHint}
          isReadOnly={isReadOnly}
        />
        <FlagSwitch
          form={form}
          name="isParticular"
          label={t.fields.isParticular}
          description={t.fields.isParticularHint}
          isReadOnly={isReadOnly}
        />
        <FlagSwitch
          form={form}
          name="isNotValued"
          label={t.fields.isNotValued}
          description={t.fields.isNotValuedHint}
          isReadOnly={isReadOnly}
        />
        <Switch label={t.fields.hasEvents} description={t.hasEventsHint} checked={hasEvents} disabled readOnly />
      </SimpleGrid>
    </Stack>
  );
}
