import type { CompanySummary } from '@honora/contract';
import { messages } from '@honora/contract';
import { Badge } from '@mantine/core';

const t = messages.screens.company;

/** "Matriz" or "Filial" (never squeezed by a long name); nothing for a company that is neither. */
export function CompanyKindBadge({ company }: { company: Pick<CompanySummary, 'isMatriz' | 'isFilial'> }) {
  if (company.isMatriz)
    return (
      <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
        {t.matriz}
      </Badge>
    );
  if (company.isFilial)
    return (
      <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
        {t.filial}
      </Badge>
    );
  return null;
}

export function companyKindLabel(company: Pick<CompanySummary, 'isMatriz' | 'isFilial'>): string | null {
  if (company.isMatriz) return t.matriz;
  if (company.isFilial) return t.filial;
  return null;
}
