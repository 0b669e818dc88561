import { dayPreferenceRoutes, type DoctorDayPreferences } from '@honora/contract';
import { dayPreferencesScreenMessages } from '@honora/contract/screen-texts/day-preferences';
import { formatDate } from '@honora/domain';
import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { QueryState } from '../../shared/ui/query-state';

const t = dayPreferencesScreenMessages;
const c = t.coordination;

/** "segunda, terça; 12/03/2027": the weekdays by name, then the dates. */
export function daysText(weekdays: readonly number[], days: readonly string[]): string {
  const parts = [weekdays.map((w) => t.weekdays[w - 1] ?? String(w)).join(', '), days.map(formatDate).join(', ')];
  return parts.filter((p) => p !== '').join('; ') || c.nothing;
}

const hasAny = (p: DoctorDayPreferences) =>
  p.preferredWeekdays.length + p.undesiredWeekdays.length + p.preferredDays.length + p.undesiredDays.length > 0 ||
  p.note !== null;

/**
 * Every doctor's preferred and avoided days (decision 051), beside the automatic fill's proposal:
 * what the solver weighed, so the coordinator can judge the places it chose.
 */
export function DoctorPreferences() {
  const companyId = useSession()?.company?.id;
  const query = useQuery({
    queryKey: ['onCallPreferences', companyId],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(dayPreferenceRoutes.list, { signal }),
  });
  return (
    <section aria-labelledby="auto-roster-preferences">
      <Title order={3} size="h4" id="auto-roster-preferences" mb="xs">
        {c.title}
      </Title>
      <QueryState query={query}>
        {(data) => {
          const rows = data.items.filter(hasAny);
          if (rows.length === 0) return <Text>{c.none}</Text>;
          return (
            <>
              <Text size="sm" mb="xs">
                {c.hint}
              </Text>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{c.doctor}</Table.Th>
                    <Table.Th>{c.prefers}</Table.Th>
                    <Table.Th>{c.avoids}</Table.Th>
                    <Table.Th>{c.note}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((p) => (
                    <Table.Tr key={p.doctor.id}>
                      <Table.Td>{p.doctor.name}</Table.Td>
                      <Table.Td>{daysText(p.preferredWeekdays, p.preferredDays)}</Table.Td>
                      <Table.Td>{daysText(p.undesiredWeekdays, p.undesiredDays)}</Table.Td>
                      <Table.Td>{p.note ?? c.nothing}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
