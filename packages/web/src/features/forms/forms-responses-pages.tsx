import { FormsResponsesPage } from './responses-page';

/** /client/FormsResponses: the company's forms (module forms). */
export function ClientFormsResponsesPage() {
  return <FormsResponsesPage />;
}

/** /admin/FormsResponses: any company's forms (administrators). */
export function AdminFormsResponsesPage() {
  return <FormsResponsesPage isAdmin />;
}
