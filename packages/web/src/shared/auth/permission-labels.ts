import { messages, fmt } from '@honora/contract';

const t = messages.screens.access;

function labelOf(labels: Readonly<Record<string, string>>, name: string): string {
  return Object.hasOwn(labels, name) ? (labels[name] ?? name) : name;
}

/** pt-BR name of a module ("healthInsurances" → "Convênios"); an unknown name is shown as it is. */
export function moduleLabel(name: string): string {
  return labelOf(t.modules, name);
}

/** pt-BR name of an action ("rm" → "Excluir"). */
export function actionLabel(name: string): string {
  return labelOf(t.actions, name);
}

/** pt-BR name of a profile a–g ("f" → "Faturista"). */
export function profileLabel(code: string): string {
  return labelOf(t.profiles, code);
}

/** "Empresas: Gerenciar" from the params of a permissionDenied answer; null when they name nothing. */
export function deniedPermissionLabel(params: Readonly<Record<string, unknown>>): string | null {
  const { module, action } = params;
  if (typeof module !== 'string' || typeof action !== 'string') return null;
  return fmt(t.permission, { module: moduleLabel(module), action: actionLabel(action) });
}
