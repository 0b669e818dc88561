import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { eventTypes, hashEncodings, messages, tissVersions, type EventType, fmt } from '@honora/contract';
import { Alert, Fieldset, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MapRow } from '../insurer-form-model';
import { SectionTitle, type InsurerTabProps } from '../insurer-inputs';
import { MapRowsEditor } from '../map-rows-editor';

const t = healthInsurersMessages;
const typeLabels = messages.screens.registry.eventTypes;

interface Props extends InsurerTabProps {
  xmlFields: Record<EventType, MapRow[]>;
  onXmlFields: (type: EventType, rows: MapRow[]) => void;
}

/** XML: TISS version, hash encoding and field maps per guide type — super admins only. */
export function XmlTab({ form, isReadOnly, isSuperAdmin, xmlFields, onXmlFields }: Props) {
  const isLocked = isReadOnly || !isSuperAdmin;
  return (
    <Stack>
      {!isSuperAdmin && <Alert color="blue">{t.superAdminHint}</Alert>}
      <SectionTitle isSuperAdminOnly>{t.tabs.xml}</SectionTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          name="versionXML"
          label={t.fields.versionXML}
          data={[...tissVersions]}
          value={form.values.versionXML ?? null}
          error={form.errors.versionXML}
          onChange={(value) => form.setValue('versionXML', value ?? '')}
          allowDeselect={false}
          readOnly={isLocked}
        />
        <Select
          name="hashEncoding"
          label={t.fields.hashEncoding}
          description={t.fields.hashEncodingHint}
          data={[...hashEncodings]}
          value={form.values.hashEncoding ?? null}
          error={form.errors.hashEncoding}
          onChange={(value) => form.setValue('hashEncoding', value ?? '')}
          allowDeselect={false}
          readOnly={isLocked}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t.xml.hint}
      </Text>
      {eventTypes.map((type) => (
        <Fieldset key={type} legend={fmt(t.xml.legend, { type: typeLabels[type] })}>
          <MapRowsEditor
            rows={xmlFields[type]}
            onChange={(rows) => onXmlFields(type, rows)}
            path={`xmlFields.${type}`}
            errors={form.errors}
            keyLabel={`${t.xml.field} (${typeLabels[type]})`}
            valueLabel={`${t.xml.value} (${typeLabels[type]})`}
            addLabel={t.xml.add}
            removeLabel={(field) => fmt(t.xml.remove, { field })}
            empty={t.xml.empty}
            isReadOnly={isLocked}
          />
        </Fieldset>
      ))}
    </Stack>
  );
}
