import { messages, type CompanySummary } from '@honora/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';

const t = messages.screens.selectCompany;
const c = messages.screens.company;

interface Props {
  companies: readonly CompanySummary[];
  currentId: string | null;
  actionLabel: string;
  pendingId: string | null;
  onSelect: (company: CompanySummary) => void;
}

export function CompanyList({ companies, currentId, actionLabel, pendingId, onSelect }: Props) {
  if (companies.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t.listLabel} style={{ listStyle: 'none' }}>
      {companies.map((company) => (
        <Paper component="li" key={company.id} withBorder p="sm" aria-label={company.name}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Group gap="xs">
                <Text fw={600}>{company.name}</Text>
                <CompanyKindBadge company={company} />
                {company.id === currentId && <Badge variant="outline">{t.current}</Badge>}
              </Group>
              {(company.legalName || company.cnpj) && (
                <Text size="sm" c="dimmed">
                  {[company.legalName, company.cnpj && `${c.cnpj} ${company.cnpj}`].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Stack>
            <Button
              onClick={() => onSelect(company)}
              loading={pendingId === company.id}
              disabled={pendingId !== null && pendingId !== company.id}
              aria-label={`${actionLabel}: ${company.name}`}
            >
              {actionLabel}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
