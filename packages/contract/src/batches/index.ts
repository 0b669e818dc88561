export * from './batches';
export * from './invoices';
