import {
  addMembershipBodySchema,
  adminUserRoutes,
  memberCompanyRules,
  memberUserTypes,
  memberWorkspaces,
  profileCodeSchema,
  type UserDetail,
} from '@honora/contract';
import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Button, Checkbox, Fieldset, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { profileLabel } from '../../shared/auth/permission-labels';
import { errorsFromApi, errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import type { SearchOption } from '../../shared/ui/remote-search-select';

const FIELDS = ['companyId', 'workspace', 'profiles', 'userTypes', 'rules'];
type Workspace = (typeof memberWorkspaces)[number];

function options<T extends string>(names: readonly T[], label: (name: T) => string) {
  return names.map((name) => <Checkbox key={name} value={name} label={label(name)} />);
}

/** Puts the user in a company: CLIENT with profiles and user types, COMPANY with profiles and company rules. */
export function AddMembershipForm({ userId, onAdded }: { userId: string; onAdded: (user: UserDetail) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [workspace, setWorkspace] = useState<Workspace>('CLIENT');
  const [profiles, setProfiles] = useState<string[]>([]);
  const [userTypes, setUserTypes] = useState<string[]>([]);
  const [rules, setRules] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  function showErrors(found: FormErrors) {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addMembershipBodySchema.safeParse({
      companyId: company?.value ?? '',
      workspace,
      profiles,
      userTypes: workspace === 'CLIENT' ? userTypes : [],
      rules: Object.fromEntries(rules.map((rule) => [rule, true])),
    });
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      onAdded(await call(adminUserRoutes.addMembership, { params: { id: userId }, body: parsed.data }));
      toast.success(t.added);
      setCompany(null);
      setProfiles([]);
      setUserTypes([]);
      setRules([]);
      setErrors({});
    } catch (error) {
      const found = errorsFromApi(toApiError(error), FIELDS);
      if (Object.keys(found).length > 0) showErrors(found);
      else toastError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.addTitle}>
      <Fieldset legend={t.addTitle}>
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CompanySearchSelect
              label={t.company}
              value={company}
              onChange={setCompany}
              error={errors.companyId}
              required
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="membership-workspace">
                {t.workspace}
              </Text>
              <SegmentedControl
                aria-labelledby="membership-workspace"
                value={workspace}
                onChange={(value) => setWorkspace(value as Workspace)}
                data={memberWorkspaces.map((w) => ({ value: w, label: t.memberWorkspaces[w] }))}
              />
            </Stack>
          </SimpleGrid>
          <Checkbox.Group label={t.profiles} value={profiles} onChange={setProfiles} error={errors.profiles} required>
            <Group mt="xs">{options(profileCodeSchema.options, profileLabel)}</Group>
          </Checkbox.Group>
          {workspace === 'CLIENT' ? (
            <Checkbox.Group
              label={t.userTypes}
              value={userTypes}
              onChange={setUserTypes}
              error={errors.userTypes}
              required
            >
              <Group mt="xs">{options(memberUserTypes, (type) => t.userTypeNames[type])}</Group>
            </Checkbox.Group>
          ) : (
            <Checkbox.Group label={t.rules} value={rules} onChange={setRules}>
              <Group mt="xs">{options(memberCompanyRules, (rule) => t.companyRules[rule])}</Group>
            </Checkbox.Group>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {t.add}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
