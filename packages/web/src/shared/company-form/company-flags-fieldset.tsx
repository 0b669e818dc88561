import { companyFlagNames, messages, type CompanyData } from '@honora/contract';
import { Fieldset, SimpleGrid, Switch } from '@mantine/core';

const t = messages.screens.companySettings;

export type CompanyFlags = CompanyData['flags'];

interface Props {
  flags: CompanyFlags;
  isReadOnly: boolean;
  onChange: (flags: CompanyFlags) => void;
}

/** The company's switches (platform.md §3, §6): who sees and who manipulates what. */
export function CompanyFlagsFieldset({ flags, isReadOnly, onChange }: Props) {
  return (
    <Fieldset legend={t.flagsTitle} variant="filled">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {companyFlagNames.map((name) => (
          <Switch
            key={name}
            name={`flags.${name}`}
            label={t.flags[name]}
            checked={flags[name]}
            disabled={isReadOnly}
            onChange={(event) => onChange({ ...flags, [name]: event.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
