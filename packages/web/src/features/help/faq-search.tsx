import { HELP_SEARCH_MAX } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { TextInput } from '@mantine/core';

/** The FAQ's search box: the list narrows as one types, accents and case aside. */
export function FaqSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      type="search"
      label={t.search}
      description={t.searchHint}
      value={value}
      maxLength={HELP_SEARCH_MAX}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={520}
    />
  );
}
