import { fmt, messages, transferRoutes, type ReceiverTaxProfile, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { RECEIVER_PERSON_TYPES } from '@honora/domain';
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { toast, toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { checkProfile, profileApiErrors, profileInputOf, type ProfileInput } from './transfer-forms-model';
import { monthOf } from './transfer-shown';
import { useTaxProfile } from './use-transfers';

const f = t.profile;

interface Props {
  detail: UserTransferDetail;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** "Dados fiscais": what the receiver's taxes depend on (decision 031), this month's INSS other sources included. */
export function ProfileDialog({ detail, onClose, onSaved }: Props) {
  const query = useTaxProfile(detail.receiverId);
  const title = fmt(f.title, { name: detail.receiverName });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <QueryState query={query}>
        {(profile) => (
          <ProfileForm detail={detail} profile={profile} title={title} onClose={onClose} onSaved={onSaved} />
        )}
      </QueryState>
    </Modal>
  );
}

interface FormProps extends Props {
  profile: ReceiverTaxProfile;
  title: string;
}

function ProfileForm({ detail, profile, title, onClose, onSaved }: FormProps) {
  const month = detail.month.slice(0, 7);
  const [input, setInput] = useState(() => profileInputOf(profile, month));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);
  const change = (next: Partial<ProfileInput>) => {
    setInput((current) => ({ ...current, ...next }));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkProfile(input, month, profile);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setIsBusy(true);
    try {
      await call(transferRoutes.updateProfile, { params: { receiverId: detail.receiverId }, body: checked.body });
      toast.success(fmt(f.saved, { name: detail.receiverName }));
      if (detail.status === 'OPEN') toast.warning(fmt(f.recompute, { month: monthOf(month) }));
      await onSaved();
      onClose();
    } catch (error) {
      const fields = profileApiErrors(toApiError(error).fields);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <Radio.Group
          label={f.personType}
          value={input.personType}
          onChange={(value) => change({ personType: value as ProfileInput['personType'] })}
          error={errors.personType}
        >
          <Group mt="xs">
            {RECEIVER_PERSON_TYPES.map((type) => (
              <Radio key={type} value={type} label={t.personTypes[type]} />
            ))}
          </Group>
        </Radio.Group>
        {input.personType === 'PJ' && (
          <TextInput
            label={f.cnpj}
            required
            value={input.cnpj}
            error={errors.cnpj}
            maxLength={18}
            onChange={(e) => change({ cnpj: e.currentTarget.value })}
          />
        )}
        <TextInput
          label={f.dependants}
          inputMode="numeric"
          value={input.dependants}
          error={errors.dependants}
          maxLength={2}
          onChange={(e) => change({ dependants: e.currentTarget.value })}
          w={220}
        />
        <TextInput
          label={fmt(f.inssOtherSources, { month: monthOf(month) })}
          description={f.inssOtherSourcesHint}
          inputMode="decimal"
          value={input.otherSources}
          error={errors.otherSources}
          onChange={(e) => change({ otherSources: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {messages.ui.cancel}
          </Button>
          <Button type="submit" loading={isBusy}>
            {messages.ui.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
