import { CONTACT_LIMITS, contactBodySchema, fmt, publicSiteRoutes, type ContactBody } from '@honora/contract';
import { contactScreenMessages as t } from '@honora/contract/screen-texts/contact';
import { Alert, Anchor, Box, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string> & { website: string };
const EMPTY: Draft = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/**
 * The public /contact (platform.md §2; decision 059): a visitor writes to the platform's
 * administrators. The contract's schema checks each field before sending; the server's answer
 * (a field, or the per-IP limit) shows under its input or as a toast. `website` is the honeypot.
 */
export function ContactPage() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSending, setIsSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };
  const patch = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path !== field)));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: ContactBody = { ...draft, phone: draft.phone || null };
    const parsed = contactBodySchema.safeParse(body);
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues));
    setIsSending(true);
    try {
      await call(publicSiteRoutes.contact, { body });
      setSentTo(parsed.data.email);
      setDraft(EMPTY);
    } catch (error) {
      const apiError = toApiError(error);
      const placed = errorsFromApi(apiError, FIELDS);
      if (Object.keys(placed).length > 0) showErrors(placed);
      else toastError(apiError);
    } finally {
      setIsSending(false);
    }
  }

  const input = (field: Field) => ({
    name: field,
    value: draft[field],
    error: errors[field],
    maxLength: CONTACT_LIMITS[field],
    onChange: (event: { currentTarget: { value: string } }) => patch(field, event.currentTarget.value),
  });

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      {sentTo ? (
        <Alert color="teal" role="status" title={t.title}>
          <Stack gap="sm">
            <Text>{fmt(t.sent, { email: sentTo })}</Text>
            <Group>
              <Button variant="light" onClick={() => setSentTo(null)}>
                {t.sendAnother}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
          <Stack>
            <TextInput label={t.name} required autoComplete="name" {...input('name')} />
            <TextInput label={t.email} required type="email" autoComplete="email" {...input('email')} />
            <TextInput label={t.phone} description={t.phoneHint} type="tel" autoComplete="tel" {...input('phone')} />
            <TextInput label={t.subject} required {...input('subject')} />
            <Textarea
              label={t.message}
              required
              autosize
              minRows={6}
              maxRows={16}
              description={fmt(t.messageCount, { count: draft.message.length, max: CONTACT_LIMITS.message })}
              {...input('message')}
            />
            {/* The honeypot (decision 059): off screen and out of the accessibility tree; robots fill it. */}
            <Box
              aria-hidden
              style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
            >
              <label>
                {t.website}
                <input
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  value={draft.website}
                  onChange={(event) => patch('website', event.currentTarget.value)}
                />
              </label>
            </Box>
            <Group justify="space-between">
              <Anchor component={Link} to={paths.clientLogin}>
                {t.signIn}
              </Anchor>
              <Button type="submit" loading={isSending}>
                {t.send}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
