import type { ContractDetail } from '@honora/contract';
import { centsText, contractFacts, contractHoursValue, remainingHoursValue, type Cents } from '@honora/domain';
import { readTerms, sameDraft, draftOf, type ContractDraft } from './contract-form-model';

/**
 * The figures beside the installments (platform.md §5: the remaining hours value; a fixed
 * contract's value still to put in installments), as decimal text; null when the draft does not
 * make them yet. A saved contract shows the server's own figures; the form's changes show the
 * domain's preview, computed by the same functions the server uses (decision 045).
 */
export interface ContractFigures {
  /** Hours × rate over the validity. */
  hoursValue: string | null;
  /** The installments' sum. */
  total: string | null;
  remainingHoursValue: string | null;
  /** A fixed contract's value no installment holds yet (null by the hour). */
  unscheduled: string | null;
}

export function savedFigures(contract: ContractDetail): ContractFigures {
  return {
    hoursValue: contract.hoursValue,
    total: contract.totalValue,
    remainingHoursValue: contract.remainingHoursValue,
    unscheduled: contract.fixedValue ? contract.unscheduledValue : null,
  };
}

/** The domain's answer, or null for terms it cannot compute from (a date or an amount not typed yet). */
function attempt(compute: () => Cents): string | null {
  try {
    return centsText(compute());
  } catch {
    return null;
  }
}

export function previewFigures(draft: ContractDraft): ContractFigures {
  const { terms, rowValues } = readTerms(draft);
  const installments = rowValues?.map((value, i) => ({ dueOn: draft.installments[i]!.dueOn, value })) ?? null;
  const withRows = installments ? { ...terms, installments } : null;
  return {
    hoursValue: attempt(() => contractHoursValue(terms)),
    total: installments ? centsText(installments.reduce((sum, i) => sum + i.value, 0n)) : null,
    remainingHoursValue: withRows ? attempt(() => remainingHoursValue(withRows)) : null,
    unscheduled:
      withRows && terms.fixedValue && terms.value !== null
        ? centsText(contractFacts(withRows, []).unscheduledValue)
        : null,
  };
}

/** The server's figures while the form holds the saved contract; the preview once it is changed. */
export function figuresOf(draft: ContractDraft, saved: ContractDetail | null): ContractFigures {
  return saved && sameDraft(draft, draftOf(saved)) ? savedFigures(saved) : previewFigures(draft);
}
