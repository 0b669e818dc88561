import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { pdfOrientations } from '@honora/contract';
import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { FlagSwitch, SectionTitle, type InsurerTabProps } from '../insurer-inputs';

const t = healthInsurersMessages;

/** PDF: how the guide PDF is laid out — super admins only. */
export function PdfTab({ form, isReadOnly, isSuperAdmin }: InsurerTabProps) {
  const isLocked = isReadOnly || !isSuperAdmin;
  return (
    <Stack>
      {!isSuperAdmin && <Alert color="blue">{t.superAdminHint}</Alert>}
      <SectionTitle isSuperAdminOnly>{t.pdf.legend}</SectionTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          name="configPdf.orientation"
          label={t.pdf.orientation}
          data={pdfOrientations.map((value) => ({ value, label: t.pdf.orientations[value] }))}
          value={form.values['configPdf.orientation'] ?? null}
          error={form.errors['configPdf.orientation']}
          onChange={(value) => form.setValue('configPdf.orientation', value ?? 'landscape')}
          allowDeselect={false}
          readOnly={isLocked}
        />
        <FlagSwitch form={form} name="configPdf.showLogo" label={t.pdf.showLogo} isReadOnly={isLocked} />
        <FlagSwitch form={form} name="configPdf.showValues" label={t.pdf.showValues} isReadOnly={isLocked} />
        <FlagSwitch
          form={form}
          name="configPdf.showObservations"
          label={t.pdf.showObservations}
          isReadOnly={isLocked}
        />
      </SimpleGrid>
    </Stack>
  );
}
