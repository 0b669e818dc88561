import { fmt, messages, type ScheduleTags } from '@honora/contract';
import { scheduleTagsScreenMessages as t } from '@honora/contract/screen-texts/schedule-tags';
import { Badge, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { doctorsMatching } from './tag-values';

type Doctor = ScheduleTags['doctors'][number];

interface Props {
  doctors: readonly Doctor[];
  /** The checked doctors' ids (some may be hidden by the filter, or no longer offered). */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

function DoctorLabel({ doctor }: { doctor: Doctor }) {
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <span>{doctor.name}</span>
      {doctor.initials && (
        <Text span size="sm" c="dimmed">
          {doctor.initials}
        </Text>
      )}
      {doctor.isResident && (
        <Badge component="span" color="gray" variant="light" size="sm">
          {t.resident}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The doctors holding the tag (decision 044): the company's anesthetists and residents as a list
 * of checkboxes, narrowed by a filter that never unchecks the doctors it hides.
 */
export function TagDoctorsField({ doctors, value, onChange, error }: Props) {
  const [search, setSearch] = useState('');
  const shown = doctorsMatching(doctors, search);
  return (
    <Checkbox.Group label={t.doctors} description={t.doctorsHint} value={[...value]} onChange={onChange} error={error}>
      <Stack gap="xs" mt={6}>
        {doctors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noDoctors}
          </Text>
        ) : (
          <>
            <Group align="flex-end" justify="space-between" wrap="nowrap">
              <TextInput
                type="search"
                label={t.filterDoctors}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                w={280}
              />
              <Text size="sm" c="dimmed">
                {fmt(t.doctorsCount, { count: value.length })}
              </Text>
            </Group>
            <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
              <Stack gap={6} py={2}>
                {shown.map((doctor) => (
                  <Checkbox key={doctor.id} value={doctor.id} label={<DoctorLabel doctor={doctor} />} />
                ))}
                {shown.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {messages.screens.people.noMatches}
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Checkbox.Group>
  );
}
