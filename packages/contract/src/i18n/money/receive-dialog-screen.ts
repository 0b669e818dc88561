/** pt-BR text of the money section and the receive dialog of the event page (issue 7). */
export const receiveDialogScreenMessages = {
  title: 'Receber',
};
