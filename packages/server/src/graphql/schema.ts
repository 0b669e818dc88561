import type { GraphQLSchema } from 'graphql';
import type { ChatEvent } from '@honora/contract';
import { watchChatEvents } from '../modules/chat';
import type { TransactionChange } from '../modules/money/transaction-feed';
import { builder } from './builder';
import { ChatEventRef } from './chat-types';
import {
  TransactionChangeRef,
  TransactionInput,
  TransactionOrderByInput,
  TransactionRef,
  TransactionUpdateData,
  TransactionUpdateWhere,
  TransactionWhereInput,
} from './transaction-types';
import { deleteOneTransaction, updateManyTransactions, upsertManyTransactions } from './transaction-mutations.service';
import { changedTransactions, countTransactions, queryTransactions, watchTransactions } from './transactions.service';

/** The /graphql schema (billing.md §7 transactions): resolvers only call the services. */

builder.queryType({
  fields: (t) => ({
    transactions: t.field({
      type: [TransactionRef],
      description: 'Transações visíveis à sessão; mais novas primeiro. take: padrão 100, no máximo 500.',
      args: {
        where: t.arg({ type: TransactionWhereInput }),
        skip: t.arg.int(),
        take: t.arg.int(),
        orderBy: t.arg({ type: [TransactionOrderByInput] }),
      },
      resolve: (_root, args, context) => queryTransactions(context, args),
    }),
    transactionsCount: t.int({
      args: { where: t.arg({ type: TransactionWhereInput }) },
      resolve: (_root, args, context) => countTransactions(context, args),
    }),
  }),
});

builder.mutationType({
  fields: (t) => ({
    upsertManyTransactionInTransaction: t.idList({
      description:
        'Lança todas as transações ou nenhuma. Um id já gravado com o mesmo conteúdo não lança de novo; ' +
        'a mesma idempotencyKey devolve a primeira resposta.',
      args: {
        data: t.arg({ type: [TransactionInput], required: true }),
        idempotencyKey: t.arg.string(),
      },
      resolve: (_root, args, context) => upsertManyTransactions(context, args),
    }),
    updateManyTransaction: t.int({
      description: 'Muda campos que não são dinheiro das transações ativas do evento fora de repasse; devolve quantas.',
      args: {
        where: t.arg({ type: TransactionUpdateWhere, required: true }),
        data: t.arg({ type: TransactionUpdateData, required: true }),
      },
      resolve: (_root, args, context) => updateManyTransactions(context, args),
    }),
    deleteOneTransaction: t.id({
      nullable: true,
      description:
        'Cancela a transação por um estorno ligado (dinheiro nunca é apagado); recusado se estiver em repasse. ' +
        'Devolve o id da transação cancelada.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, context) => deleteOneTransaction(context, { id: String(args.id) }),
    }),
  }),
});

builder.objectField(TransactionChangeRef, 'transactions', (t) =>
  t.field({
    type: [TransactionRef],
    description: 'As transações da mudança, como a sessão as vê agora.',
    resolve: (change, _args, context) => changedTransactions(context, change),
  }),
);

builder.subscriptionType({
  fields: (t) => ({
    transactionChanged: t.field({
      type: TransactionChangeRef,
      description: 'As mudanças de transações das empresas da sessão (ou de uma delas).',
      args: { companyId: t.arg.id() },
      subscribe: (_root, args, context) =>
        watchTransactions(context, args.companyId ? String(args.companyId) : null, context.signal),
      resolve: (change: TransactionChange) => change,
    }),
    chatEvents: t.field({
      type: ChatEventRef,
      description:
        'Conversas (decisão 066): o que muda nas conversas que a sessão vê, de qualquer processo do servidor.',
      subscribe: (_root, _args, context) => watchChatEvents(context.app, context.auth, context.signal),
      resolve: (event: ChatEvent) => event,
    }),
  }),
});

let schema: GraphQLSchema | undefined;

/** Built once per process (the builder's types are module-level); every app shares it. */
export function graphqlSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: false });
  return schema;
}
