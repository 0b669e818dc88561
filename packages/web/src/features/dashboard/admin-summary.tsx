import { adminBiRoutes, fmt } from '@honora/contract';
import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { brazilDate, formatCents, formatNumber, toCents } from '@honora/domain';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../shared/api/api-client';
import { paths } from '../../shared/routing/paths';
import { Figures } from '../../shared/ui/figures';
import { QueryState } from '../../shared/ui/query-state';

/** How many companies the summary names. */
const TOP = 5;

const brl = (text: string) => formatCents(toCents(text));

/**
 * The super admin's summary on /admin/dashboard (decision 038): this year's production of every
 * company — from the production summaries, as /admin/BI — and the companies that produced most,
 * with the ways to BI and the map. Loaded apart from the home's first load.
 */
export function AdminSummary() {
  const year = brazilDate(new Date()).slice(0, 4);
  const period = { from: `${year}-01`, until: `${year}-12` };
  const query = useQuery({
    queryKey: ['admin-bi', 'bi', period],
    queryFn: ({ signal }) => call(adminBiRoutes.bi, { query: period, signal }),
  });
  const search = `?from=${period.from}&until=${period.until}`;
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="dashboard-all-companies">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="dashboard-all-companies">
            {fmt(t.summary.title, { year })}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={`${paths.adminBi}${search}`}>
              {t.summary.openBi}
            </Anchor>
            <Anchor component={Link} to={`${paths.adminMap}${search}`}>
              {t.summary.openMap}
            </Anchor>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {fmt(t.summary.hint, { year })}
        </Text>
        <QueryState query={query}>
          {(data) => {
            const top = data.companies.filter((c) => c.count > 0).slice(0, TOP);
            return (
              <Stack gap="sm">
                <Figures
                  cols={5}
                  items={[
                    {
                      name: 'companies',
                      label: t.companiesWithProduction,
                      value: formatNumber(data.companies.filter((c) => c.count > 0).length),
                    },
                    { name: 'count', label: t.count, value: formatNumber(data.totals.count) },
                    { name: 'produced', label: t.produced, value: brl(data.totals.totalProduced), isMoney: true },
                    { name: 'received', label: t.received, value: brl(data.totals.totalReceived), isMoney: true },
                    { name: 'glosado', label: t.glosado, value: brl(data.totals.totalGlosado), isMoney: true },
                  ]}
                />
                {top.length > 0 ? (
                  <Table striped withTableBorder aria-label={fmt(t.summary.topLabel, { year })}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t.bi.company}</Table.Th>
                        <Table.Th scope="col">{t.bi.place}</Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t.count}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t.produced}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {top.map((company) => (
                        <Table.Tr key={company.companyId}>
                          <Table.Td>{company.name}</Table.Td>
                          <Table.Td>
                            {company.place ? `${company.place.city}/${company.place.uf}` : t.bi.noPlace}
                          </Table.Td>
                          <Table.Td ta="right">{formatNumber(company.count)}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {brl(company.totalProduced)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                ) : (
                  <Text c="dimmed">{t.bi.noProduction}</Text>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
