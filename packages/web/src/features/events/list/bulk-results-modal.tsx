import { fmt, messages, type EventBulkResult } from '@honora/contract';
import { EventResultsModal } from '../../../shared/events/event-results-modal';

const t = messages.screens.events.list.bulk;
const resultLabels = messages.screens.events.bulkResults;

interface Props {
  /** Open while set. */
  results: readonly EventBulkResult[] | null;
  onClose: () => void;
}

/** Each event's result type in pt-BR (billing.md §8 bulk operation result types) and, when it failed, why. */
export function BulkResultsModal({ results, onClose }: Props) {
  return (
    <EventResultsModal
      title={t.resultsTitle}
      results={results}
      summary={(ok, total) => fmt(t.summary, { ok, total })}
      okLabel={resultLabels.success}
      failLabel={(result) => resultLabels[result.result]}
      onClose={onClose}
    />
  );
}
