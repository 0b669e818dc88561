import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { Button } from '@mantine/core';
import { toastError } from '../../shared/notify/toast';
import { useContaAzulOptions } from '../../shared/contaazul/use-contaazul';

/**
 * "Carregar do Conta Azul": the accounts, categories, customers and services, asked of Conta Azul
 * only now (decision 054); a 502/503 is shown as the answer's message.
 */
export function LoadOptionsButton({ variant = 'light' }: { variant?: 'light' | 'default' }) {
  const options = useContaAzulOptions();
  const load = async () => {
    const result = await options.refetch();
    if (result.isError) toastError(result.error);
  };
  return (
    <Button variant={variant} onClick={() => void load()} loading={options.isFetching}>
      {contaAzulScreenMessages.settings.load}
    </Button>
  );
}
