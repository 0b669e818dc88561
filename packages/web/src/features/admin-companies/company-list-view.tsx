import { messages, fmt } from '@honora/contract';
import { Button, Group, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../shared/auth/auth-store';
import { PagedResults } from '../../shared/ui/paged-results';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { CompaniesTable } from './companies-table';
import { CreateCompanyModal } from './create-company-modal';
import {
  ADMIN_COMPANIES_PAGE_SIZE,
  useAdminCompanies,
  type CompanyListFilters,
  type StructureFilter,
} from './use-admin-companies';

const t = messages.screens.adminCompanies;

export interface ListState {
  search: string;
  setSearch: (search: string) => void;
  debounced: string;
  page: number;
  setPage: (page: number) => void;
  structure: StructureFilter;
  setStructure: (structure: StructureFilter) => void;
  showDeleted: boolean;
  setShowDeleted: (showDeleted: boolean) => void;
}

interface Props {
  state: ListState;
  onOpen: (id: string) => void;
}

/** The companies of the platform: search, matriz/filial filter, deleted ones, and "Nova empresa". */
export function CompanyListView({ state, onOpen }: Props) {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const [isCreating, setIsCreating] = useState(false);
  const filters: CompanyListFilters = {
    search: state.debounced,
    structure: state.structure,
    showDeleted: state.showDeleted,
  };
  const query = useAdminCompanies(filters, state.page);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        <Group gap="xs">
          <SuperAdminOnlyBadge />
          <Button onClick={() => setIsCreating(true)} disabled={!isSuperAdmin}>
            {t.newCompany}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          type="search"
          w={360}
          value={state.search}
          onChange={(event) => state.setSearch(event.currentTarget.value)}
        />
        <SegmentedControl
          aria-label={t.structureFilter}
          value={state.structure}
          onChange={(value) => state.setStructure(value as StructureFilter)}
          data={Object.entries(t.structureFilters).map(([value, label]) => ({ value, label }))}
        />
        <Switch
          label={t.showDeleted}
          checked={state.showDeleted}
          onChange={(event) => state.setShowDeleted(event.currentTarget.checked)}
          mb={6}
        />
      </Group>
      <PagedResults
        query={query}
        page={state.page}
        pageSize={ADMIN_COMPANIES_PAGE_SIZE}
        onPageChange={state.setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => <CompaniesTable items={data.items} onOpen={onOpen} />}
      </PagedResults>
      <CreateCompanyModal
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(id) => {
          setIsCreating(false);
          onOpen(id);
        }}
      />
    </Stack>
  );
}
