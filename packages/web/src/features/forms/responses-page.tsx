import { adminFormRoutes, fmt, formRoutes, type Form, type FormResponse } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { formatDateTime } from '@honora/domain';
import { Button, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../shared/api/api-client';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';
import { toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable } from '../../shared/ui/records-table';
import { ResponseModal } from './response-modal';
import { ResponsesSummary } from './responses-summary';
import { responsesQueryOf, useFormResponses, useFormsFor, useFormSummary } from './use-forms';

/**
 * /client/FormsResponses and /admin/FormsResponses (platform.md §2; decision 057): pick a form
 * (the company's, or any company's for administrators) and a period; the responses in pages of
 * 100, one opened in a modal, the summary per question and the Excel export. Answers are shown
 * as text (React escapes them), never as markup.
 */
export function FormsResponsesPage({ isAdmin = false }: { isAdmin?: boolean }) {
  const forms = useFormsFor(isAdmin).data?.items ?? [];
  const [formId, setFormId] = useState<string | null>(null);
  // The dates as typed; the list asks only for the complete ones.
  const [typed, setTyped] = useState({ from: '', to: '' });
  const period = {
    ...(isDateValue(typed.from) ? { from: typed.from } : {}),
    ...(isDateValue(typed.to) ? { to: typed.to } : {}),
  };
  const [page, setPage] = useState(1);
  const form = forms.find((f) => f.id === formId) ?? null;
  const label = (f: (typeof forms)[number]) => (f.companyName ? `${f.companyName} — ${f.title}` : f.title);

  return (
    <Stack>
      <div>
        <Title order={1}>{t.responsesTitle}</Title>
        <Text c="dimmed">{t.responsesHint}</Text>
      </div>
      <Group align="flex-end">
        <NativeSelect
          label={t.form}
          miw={320}
          data={[{ value: '', label: t.pickForm }, ...forms.map((f) => ({ value: f.id, label: label(f) }))]}
          value={formId ?? ''}
          onChange={(e) => {
            setFormId(e.currentTarget.value || null);
            setPage(1);
          }}
        />
        <DateInput
          label={t.from}
          value={typed.from}
          onChange={(from) => {
            setTyped((p) => ({ ...p, from }));
            setPage(1);
          }}
        />
        <DateInput
          label={t.to}
          value={typed.to}
          onChange={(to) => {
            setTyped((p) => ({ ...p, to }));
            setPage(1);
          }}
        />
        {form && (
          <Button
            variant="default"
            aria-label={fmt(t.exportExcelLabel, { title: form.title })}
            onClick={() =>
              void download(isAdmin ? adminFormRoutes.xlsx : formRoutes.xlsx, `respostas-${form.slug}.xlsx`, {
                params: { id: form.id },
                query: responsesQueryOf(period),
              }).catch(toastError)
            }
          >
            {t.exportExcel}
          </Button>
        )}
      </Group>
      {form && <FormResponsesTabs isAdmin={isAdmin} form={form} period={period} page={page} setPage={setPage} />}
    </Stack>
  );
}

interface TabsProps {
  isAdmin: boolean;
  form: Form;
  period: { from?: string; to?: string };
  page: number;
  setPage: (page: number) => void;
}

function FormResponsesTabs({ isAdmin, form, period, page, setPage }: TabsProps) {
  const responses = useFormResponses(isAdmin, form.id, period, page);
  const summary = useFormSummary(isAdmin, form.id, period);
  const [viewing, setViewing] = useState<FormResponse | null>(null);
  return (
    <Tabs defaultValue="responses" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="responses">{t.tabResponses}</Tabs.Tab>
        <Tabs.Tab value="summary">{t.tabSummary}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="responses" pt="md">
        <QueryState query={responses}>
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <Stack>
                <Text>{fmt(t.total, { count: data.total })}</Text>
                <RecordsTable
                  rows={data.items}
                  label={t.tabResponses}
                  empty={t.noResponses}
                  minWidth={640}
                  columns={[
                    { header: t.submittedAt, cell: (r) => formatDateTime(r.submittedAt) },
                    ...firstQuestions(form).map((q) => ({
                      header: q.label,
                      cell: (r: FormResponse) => answerText(r.answers[q.id]),
                    })),
                  ]}
                  action={{
                    label: t.view,
                    ariaLabel: (r) => fmt(t.viewLabel, { date: formatDateTime(r.submittedAt) }),
                    onClick: setViewing,
                  }}
                />
                {pages > 1 && (
                  <Group>
                    <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      {t.previous}
                    </Button>
                    <Text>{fmt(t.pageOf, { page, pages })}</Text>
                    <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                      {t.next}
                    </Button>
                  </Group>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Tabs.Panel>
      <Tabs.Panel value="summary" pt="md">
        <QueryState query={summary}>
          {(data) => <ResponsesSummary sections={form.sections} summary={data} />}
        </QueryState>
      </Tabs.Panel>
      <ResponseModal form={form} response={viewing} onClose={() => setViewing(null)} />
    </Tabs>
  );
}

/** The list shows the first three questions; the whole response opens in the modal. */
const firstQuestions = (form: Form) => form.sections.flatMap((s) => s.questions).slice(0, 3);

export function answerText(value: string | string[] | undefined): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : value.join('; ');
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
