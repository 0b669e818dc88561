import { RECEIVER_TYPE_VALUES, TRANSACTION_ACTION_VALUES, TRANSACTION_TYPE_VALUES } from '@honora/contract';
import type { TransactionChange } from '../modules/money/transaction-feed';
import { builder } from './builder';
import type { TransactionView } from './transaction-view';

/** The GraphQL types of the ledger (billing.md §3 Transaction, §7 filters). */

export const TransactionActionEnum = builder.enumType('TransactionAction', { values: TRANSACTION_ACTION_VALUES });
export const TransactionTypeEnum = builder.enumType('TransactionType', { values: TRANSACTION_TYPE_VALUES });
export const ReceiverTypeEnum = builder.enumType('ReceiverType', { values: RECEIVER_TYPE_VALUES });
export const SortOrderEnum = builder.enumType('SortOrder', { values: ['asc', 'desc'] as const });
export const ChangeKindEnum = builder.enumType('TransactionChangeKind', {
  values: ['created', 'canceled', 'updated', 'deleted'] as const,
});

export const TransactionRef = builder.objectRef<TransactionView>('Transaction').implement({
  description:
    'Um recebimento, perda, glosa ou desconto num item de um evento. Nunca é editado nem apagado para mudar ' +
    'dinheiro: é cancelado por um estorno ligado (canceledId / canceledById). Ativa = nenhum dos dois.',
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.field({ type: TransactionActionEnum, resolve: (r) => r.action }),
    type: t.field({ type: TransactionTypeEnum, resolve: (r) => r.type }),
    isAdditional: t.exposeBoolean('isAdditional', { description: 'Complementação (o antigo isAdditional).' }),
    eventId: t.exposeID('eventId'),
    companyId: t.exposeID('companyId'),
    matrizId: t.exposeID('matrizId', { nullable: true }),
    isMatriz: t.exposeBoolean('isMatriz'),
    procedureRowId: t.exposeID('procedureRowId', { nullable: true }),
    rowIdAdditionalData: t.exposeString('rowIdAdditionalData', { nullable: true }),
    date: t.exposeString('date', { description: 'Data do pagamento (AAAA-MM-DD).' }),
    creationDate: t.exposeString('creationDate', { description: 'Quando foi lançada (ISO 8601).' }),
    value: t.exposeString('value', {
      nullable: true,
      description: 'Valor em texto decimal com 2 casas; nulo para quem não vê valores.',
    }),
    userId: t.exposeString('userId'),
    userName: t.exposeString('userName'),
    paid: t.exposeBoolean('paid', { description: 'Repassada ao recebedor.' }),
    typeOfPaymentId: t.exposeID('typeOfPaymentId', { nullable: true }),
    transferId: t.exposeID('transferId', { nullable: true }),
    appealId: t.exposeID('appealId', { nullable: true }),
    glosaCodes: t.exposeStringList('glosaCodes', { description: 'Motivos da glosa (códigos da tabela 38 da TISS).' }),
    glosaReason: t.exposeString('glosaReason', { nullable: true, description: 'Motivo da glosa em texto livre.' }),
    statementLineId: t.exposeID('statementLineId', {
      nullable: true,
      description: 'A linha do demonstrativo do convênio que este lançamento registra.',
    }),
    cobrancaId: t.exposeID('cobrancaId', { nullable: true }),
    canceledById: t.exposeID('canceledById', { nullable: true }),
    canceledId: t.exposeID('canceledId', { nullable: true }),
    receiverId: t.exposeString('receiverId', { nullable: true }),
    receiverType: t.field({ type: ReceiverTypeEnum, resolve: (r) => r.receiverType }),
    healthInsuranceId: t.exposeID('healthInsuranceId', { nullable: true }),
    batchesIds: t.exposeIDList('batchesIds'),
    batchId: t.exposeID('batchId', { nullable: true }),
    hospitalId: t.exposeID('hospitalId', { nullable: true }),
    dtProcedure: t.exposeString('dtProcedure', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    createdBy: t.exposeString('createdBy'),
    createdByName: t.exposeString('createdByName'),
    createdEnv: t.exposeString('createdEnv'),
    createdVersion: t.exposeString('createdVersion'),
    updatedAt: t.exposeString('updatedAt', { nullable: true }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    updatedByName: t.exposeString('updatedByName', { nullable: true }),
    updatedEnv: t.exposeString('updatedEnv', { nullable: true }),
    updatedByAdmin: t.exposeBoolean('updatedByAdmin', { nullable: true }),
    updatedVersion: t.exposeString('updatedVersion', { nullable: true }),
    deletedAt: t.exposeString('deletedAt', { nullable: true }),
    deletedBy: t.exposeString('deletedBy', { nullable: true }),
  }),
});

/** A change of the ledger as the subscription streams it; `transactions` reads the changed rows. */
export const TransactionChangeRef = builder.objectRef<TransactionChange>('TransactionChange').implement({
  fields: (t) => ({
    companyId: t.exposeID('companyId'),
    eventId: t.exposeID('eventId'),
    kind: t.field({ type: ChangeKindEnum, resolve: (c) => c.kind }),
    transactionIds: t.exposeIDList('transactionIds'),
    at: t.exposeString('at'),
  }),
});

// ---- filters (billing.md §7) -------------------------------------------------------------

const IdFilter = builder.inputType('IdFilter', {
  fields: (t) => ({ equals: t.id(), in: t.idList() }),
});
const NullableIdFilter = builder.inputType('NullableIdFilter', {
  description: 'isNull: true = sem valor; false = com valor.',
  fields: (t) => ({ equals: t.id(), in: t.idList(), isNull: t.boolean() }),
});
const ReceiverIdFilter = builder.inputType('ReceiverIdFilter', {
  fields: (t) => ({ equals: t.string(), in: t.stringList(), isNull: t.boolean() }),
});
const ActionFilter = builder.inputType('TransactionActionFilter', {
  fields: (t) => ({ equals: t.field({ type: TransactionActionEnum }), in: t.field({ type: [TransactionActionEnum] }) }),
});
const TypeFilter = builder.inputType('TransactionTypeFilter', {
  fields: (t) => ({ equals: t.field({ type: TransactionTypeEnum }), in: t.field({ type: [TransactionTypeEnum] }) }),
});
const ReceiverTypeFilter = builder.inputType('ReceiverTypeFilter', {
  fields: (t) => ({ equals: t.field({ type: ReceiverTypeEnum }), in: t.field({ type: [ReceiverTypeEnum] }) }),
});
const DateFilter = builder.inputType('DateFilter', {
  description: 'Datas AAAA-MM-DD: gte inclusive, lt exclusive.',
  fields: (t) => ({ gte: t.string(), lt: t.string() }),
});
const DateTimeFilter = builder.inputType('DateTimeFilter', {
  description: 'Instantes ISO 8601 com fuso: gte inclusive, lt exclusive.',
  fields: (t) => ({ gte: t.string(), lt: t.string() }),
});
const IdListFilter = builder.inputType('IdListFilter', {
  description: 'hasSome: contém ao menos um dos ids.',
  fields: (t) => ({ hasSome: t.idList() }),
});

export const TransactionWhereInput = builder.inputType('TransactionWhereInput', {
  description: 'Os filtros de transações; todos os informados precisam valer.',
  fields: (t) => ({
    eventId: t.field({ type: IdFilter }),
    cobrancaId: t.field({ type: NullableIdFilter }),
    transferId: t.field({ type: NullableIdFilter }),
    action: t.field({ type: ActionFilter }),
    canceledId: t.field({ type: NullableIdFilter }),
    canceledById: t.field({ type: NullableIdFilter }),
    creationDate: t.field({ type: DateTimeFilter }),
    date: t.field({ type: DateFilter }),
    companyId: t.field({ type: IdFilter }),
    matrizId: t.field({ type: NullableIdFilter }),
    healthInsuranceId: t.field({ type: NullableIdFilter }),
    receiverId: t.field({ type: ReceiverIdFilter }),
    receiverType: t.field({ type: ReceiverTypeFilter }),
    batchesIds: t.field({ type: IdListFilter }),
    type: t.field({ type: TypeFilter }),
    appealId: t.field({ type: NullableIdFilter }),
  }),
});

export const TransactionOrderByInput = builder.inputType('TransactionOrderByInput', {
  fields: (t) => ({
    date: t.field({ type: SortOrderEnum }),
    creationDate: t.field({ type: SortOrderEnum }),
    eventId: t.field({ type: SortOrderEnum }),
    action: t.field({ type: SortOrderEnum }),
    type: t.field({ type: SortOrderEnum }),
  }),
});

// ---- mutation inputs -----------------------------------------------------------------------

export const TransactionInput = builder.inputType('TransactionInput', {
  description:
    'Um lançamento. id opcional (um UUID do cliente torna o reenvio inofensivo); usuário, data de criação e ' +
    'os dados do evento (empresa, convênio, lotes, hospital, data do procedimento) vêm do servidor.',
  fields: (t) => ({
    id: t.id(),
    eventId: t.id(),
    action: t.field({ type: TransactionActionEnum }),
    type: t.field({ type: TransactionTypeEnum }),
    isAdditional: t.boolean({ description: 'Atalho antigo: true = tipo COMPLEMENTATION.' }),
    procedureRowId: t.id(),
    rowIdAdditionalData: t.string(),
    date: t.string({ description: 'Data do pagamento (AAAA-MM-DD).' }),
    value: t.string({ description: 'Texto decimal, até 2 casas, maior que zero.' }),
    companyId: t.id({ description: 'Se informado, precisa ser a empresa do evento.' }),
    paid: t.boolean(),
    typeOfPaymentId: t.id(),
    appealId: t.id(),
    cobrancaId: t.id(),
    glosaCodes: t.stringList({ description: 'Motivos da glosa (códigos de 4 dígitos da tabela 38).' }),
    glosaReason: t.string({ description: 'Motivo da glosa em texto livre.' }),
    receiverId: t.string(),
    receiverType: t.field({ type: ReceiverTypeEnum }),
  }),
});

export const TransactionUpdateWhere = builder.inputType('TransactionUpdateManyWhereInput', {
  fields: (t) => ({ eventId: t.id({ required: true }) }),
});

export const TransactionUpdateData = builder.inputType('TransactionUpdateManyDataInput', {
  description: 'Só campos que não são dinheiro.',
  fields: (t) => ({
    paid: t.boolean(),
    receiverId: t.string(),
    receiverType: t.field({ type: ReceiverTypeEnum }),
    appealId: t.id(),
    cobrancaId: t.id(),
  }),
});
