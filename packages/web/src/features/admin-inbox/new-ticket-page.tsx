import { fmt } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { UserSearchSelect } from '../../shared/admin-pickers/user-search-select';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { toast } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { useCreateTicket } from './use-tickets';

const FIELDS = [
  'requesterEmail',
  'requesterName',
  'requesterUserId',
  'subject',
  'body',
  'companyId',
  'eventId',
  'batchId',
];

/**
 * /admin/newTicket (platform.md §2; decision 065): a ticket opened by support for a requester —
 * a user picked by name (name and e-mail come from the account) or an e-mail and a name — with
 * the subject, the first message and the records it concerns.
 */
export function NewTicketPage() {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [user, setUser] = useState<SearchOption | null>(null);
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [form, setForm] = useState({
    requesterEmail: '',
    requesterName: '',
    subject: '',
    body: '',
    eventId: '',
    batchId: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [name]: e.currentTarget.value }),
  });
  const submit = () =>
    create.mutate(
      {
        requesterUserId: user?.value ?? null,
        requesterEmail: form.requesterEmail.trim() || null,
        requesterName: form.requesterName.trim() || null,
        subject: form.subject,
        body: form.body,
        companyId: company?.value ?? null,
        userId: user?.value ?? null,
        eventId: form.eventId.trim() || null,
        batchId: form.batchId.trim() || null,
      },
      {
        onSuccess: (ticket) => {
          toast.success(fmt(t.created, { number: ticket.number }));
          void navigate(`${paths.adminInbox}/${ticket.id}`);
        },
        onError: (error) => setErrors(placeApiErrors(error, FIELDS)),
      },
    );
  return (
    <Stack maw={760}>
      <Title order={1}>{t.newTicketTitle}</Title>
      <Text c="dimmed">{t.newTicketHint}</Text>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label={t.newTicketTitle}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <UserSearchSelect
            name="requesterUserId"
            label={t.requesterUser}
            value={user}
            onChange={setUser}
            clearable
            error={errors.requesterUserId}
          />
          <Group grow align="flex-start">
            <TextInput label={t.requesterEmail} type="email" {...field('requesterEmail')} />
            <TextInput label={t.requesterName} {...field('requesterName')} />
          </Group>
          <TextInput label={t.subject} required maxLength={150} {...field('subject')} />
          <Textarea label={t.firstMessage} required autosize minRows={4} {...field('body')} />
          <CompanySearchSelect
            label={t.linkCompany}
            value={company}
            onChange={setCompany}
            clearable
            error={errors.companyId}
          />
          <Group grow align="flex-start">
            <TextInput label={t.eventId} {...field('eventId')} />
            <TextInput label={t.batchId} {...field('batchId')} />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t.create}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
