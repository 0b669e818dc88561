import { adminAccountRoutes, adminRuleNames, grantAdminBodySchema, type AdminAccount, fmt } from '@honora/contract';
import { adminAccountsScreenMessages as t } from '@honora/contract/screen-texts/admin-accounts';
import { Button, Checkbox, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { UserSearchSelect } from '../../shared/admin-pickers/user-search-select';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';

export type AccountModalState = { kind: 'grant' } | { kind: 'edit'; account: AdminAccount };

interface Props {
  state: AccountModalState | null;
  isSuperAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Grant admin access to an existing user, or change an admin's rules. */
export function AdminAccountModal({ state, isSuperAdmin, onClose, onSaved }: Props) {
  const title = state?.kind === 'grant' ? t.grantTitle : state ? fmt(t.editTitle, { name: state.account.name }) : '';
  return (
    <Modal opened={state !== null} onClose={onClose} title={title} size="lg">
      {state && (
        <AccountForm
          key={state.kind === 'edit' ? state.account.userId : 'grant'}
          state={state}
          isSuperAdmin={isSuperAdmin}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

interface FormProps {
  state: AccountModalState;
  isSuperAdmin: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

function AccountForm({ state, isSuperAdmin, onCancel, onSaved }: FormProps) {
  const account = state.kind === 'edit' ? state.account : null;
  const [user, setUser] = useState<SearchOption | null>(null);
  const [rules, setRules] = useState<string[]>(adminRuleNames.filter((rule) => account?.rules[rule]));
  const [isSuper, setIsSuper] = useState(account?.isSuperAdmin ?? false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      userId: account?.userId ?? user?.value ?? '',
      rules: Object.fromEntries(adminRuleNames.map((rule) => [rule, rules.includes(rule)])),
      isSuperAdmin: isSuper,
    };
    const parsed = grantAdminBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      const { userId, ...changes } = parsed.data;
      if (account) await call(adminAccountRoutes.update, { params: { userId }, body: changes });
      else await call(adminAccountRoutes.grant, { body: parsed.data });
      toast.success(account ? t.saved : t.granted);
      onSaved();
    } catch (error) {
      const found = errorsFromApi(toApiError(error), ['userId', 'isSuperAdmin']);
      if (Object.keys(found).length > 0) setErrors(found);
      else toastError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={account ? t.edit : t.grantTitle}>
      <Stack>
        {!account && <UserSearchSelect label={t.user} value={user} onChange={setUser} error={errors.userId} required />}
        <Checkbox.Group label={t.rules} value={rules} onChange={setRules}>
          <Group mt="xs">
            {adminRuleNames.map((rule) => (
              <Checkbox key={rule} value={rule} label={t.ruleNames[rule]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group gap="xs">
          <Switch
            label={t.isSuperAdmin}
            checked={isSuper}
            disabled={!isSuperAdmin}
            error={errors.isSuperAdmin}
            onChange={(event) => setIsSuper(event.currentTarget.checked)}
          />
          <SuperAdminOnlyBadge />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {account ? t.save : t.grant}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
