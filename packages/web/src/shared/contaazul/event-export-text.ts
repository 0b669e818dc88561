import { fmt, type ContaAzulEventExport } from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { formatDate } from '@honora/domain';
import { formatMoneyText } from '../pricing/decimal-format';

const t = contaAzulScreenMessages.export;

/** The event's state in Conta Azul in words: exported (and settled), pending, its last error, or not yet. */
export function eventExportText(item: ContaAzulEventExport | undefined): string {
  if (!item) return t.notExported;
  if (item.state === 'FAILED') return `${t.outcomes.FAILED}: ${item.lastError ?? ''}`.trim();
  if (item.state === 'PENDING' || !item.exportedAt) return t.outcomes.PENDING;
  const exported = fmt(t.exportedOn, {
    date: formatDate(item.exportedAt),
    value: item.exportedValue ? formatMoneyText(item.exportedValue) : '',
  });
  if (!item.settledOn || !item.settledValue) return exported;
  return `${exported} ${fmt(t.settledOn, { value: formatMoneyText(item.settledValue), date: formatDate(item.settledOn) })}`;
}
