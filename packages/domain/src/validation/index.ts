export * from './cpf';
export * from './cnpj';
export * from './time-of-day';
export * from './validation-messages';
export * from './form-rules';
export * from './phone';
