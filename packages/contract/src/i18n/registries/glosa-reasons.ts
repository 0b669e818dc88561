/** pt-BR text of the glosa-reason picker (TISS table 38) and of its search's refusals. */
export const glosaReasonsMessages = {
  label: 'Motivos de glosa',
  placeholder: 'Busque pelo código ou pelo texto',
  noMatches: 'Nenhum motivo de glosa encontrado',
  /** An option: "1834 — PORTE ANESTÉSICO COBRADO…". */
  option: '{code} — {description}',
  invalidCode: 'Código de glosa inválido: informe 4 dígitos',
  tooManyCodes: 'Informe no máximo {max} códigos de glosa',
} as const;
