import type { AppealCandidate } from '@honora/contract';
import { lazy, Suspense } from 'react';
import type { AppealRequest } from './appeal-menu';
import { SendAppealDialog } from './send-appeal-dialog';

/** The identify dialog (a table of glosas with inputs) loads when it is first opened. */
const IdentifyAppealDialog = lazy(() =>
  import('./identify-appeal-dialog').then((m) => ({ default: m.IdentifyAppealDialog })),
);

interface Props {
  request: AppealRequest | null;
  candidates: readonly AppealCandidate[];
  onClose: () => void;
  /** An appeal was identified or sent: the page reads the event again. */
  onDone: () => void;
}

/** The dialogs of the event's appeals: identify (recourseIdentify) and send (recourseSend / send appeal). */
export function AppealDialogs({ request, candidates, onClose, onDone }: Props) {
  return (
    <>
      {request?.kind === 'identify' && (
        <Suspense fallback={null}>
          <IdentifyAppealDialog opened candidates={candidates} onClose={onClose} onDone={onDone} />
        </Suspense>
      )}
      <SendAppealDialog appeal={request?.kind === 'send' ? request.appeal : null} onClose={onClose} onDone={onDone} />
    </>
  );
}
