import { adminCompanyRoutes, messages } from '@honora/contract';
import { Modal } from '@mantine/core';
import { call } from '../../shared/api/api-client';
import { toast } from '../../shared/notify/toast';
import { CompanyForm } from './company-form';
import { useRefreshCompanies } from './use-admin-companies';

const t = messages.screens.adminCompanies;

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** "Nova empresa" (super admins): the company is created with the platform's access profiles. */
export function CreateCompanyModal({ isOpen, onClose, onCreated }: Props) {
  const refresh = useRefreshCompanies();
  return (
    <Modal opened={isOpen} onClose={onClose} title={t.createTitle} size="xl">
      {isOpen && (
        <CompanyForm
          company={null}
          submitLabel={t.create}
          save={async (body) => {
            const created = await call(adminCompanyRoutes.create, { body });
            toast.success(t.created);
            void refresh();
            onCreated(created.id);
          }}
        />
      )}
    </Modal>
  );
}
